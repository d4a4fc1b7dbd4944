#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000850.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count10_kerneljPKaPh(unsigned, const signed char *, unsigned char *);
static void __device_stub__Z13probe4_kernelIfEvPT_PKjS1_S0_(float *, const unsigned *, float *, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14count10_kerneljPKaPh(unsigned __par0, const signed char *__par1, unsigned char *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned, const signed char *, unsigned char *))count10_kernel)), 0U);}
# 21 "v000850.cu"
void count10_kernel( unsigned __cuda_0,const signed char *__cuda_1,unsigned char *__cuda_2)
# 21 "v000850.cu"
{__device_stub__Z14count10_kerneljPKaPh( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000850.cudafe1.stub.c"
static void __device_stub__Z13probe4_kernelIfEvPT_PKjS1_S0_( float *__par0,  const unsigned *__par1,  float *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, const unsigned *, float *, float))probe4_kernel<float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_probe4_kernel<float>( float *&__cuda_0,const unsigned *&__cuda_1,float *&__cuda_2,float &__cuda_3){__device_stub__Z13probe4_kernelIfEvPT_PKjS1_S0_( (float *&)__cuda_0,(const unsigned *&)__cuda_1,(float *&)__cuda_2,(float &)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, const unsigned *, float *, float))probe4_kernel<float> ), _Z13probe4_kernelIfEvPT_PKjS1_S0_, 64); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const signed char *, unsigned char *))count10_kernel), _Z14count10_kerneljPKaPh, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
