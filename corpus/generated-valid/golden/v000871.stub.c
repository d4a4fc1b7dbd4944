#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000871.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7probe10iiPKm(int, int, const size_t *);
static void __device_stub__Z14shade20_kernelIfLi8EEvPT_PKS0_S1_(float *, const float *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7probe10iiPKm(int __par0, int __par1, const size_t *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, int, const size_t *))probe10)), 0U);}
# 15 "v000871.cu"
void probe10( int __cuda_0,int __cuda_1,const ::size_t *__cuda_2)
# 16 "v000871.cu"
{__device_stub__Z7probe10iiPKm( __cuda_0,__cuda_1,__cuda_2);
# 27 "v000871.cu"
}
# 1 "v000871.cudafe1.stub.c"
static void __device_stub__Z14shade20_kernelIfLi8EEvPT_PKS0_S1_( float *__par0,  const float *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(float *, const float *, float *))shade20_kernel<float, (int)8> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_shade20_kernel<float,8>( float *&__cuda_0,const float *&__cuda_1,float *&__cuda_2){__device_stub__Z14shade20_kernelIfLi8EEvPT_PKS0_S1_( (float *&)__cuda_0,(const float *&)__cuda_1,(float *&)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float *, const float *, float *))shade20_kernel<float, (int)8> ), _Z14shade20_kernelIfLi8EEvPT_PKS0_S1_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, const size_t *))probe10), _Z7probe10iiPKm, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_filter9,::d_filter9), 0, 256UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
