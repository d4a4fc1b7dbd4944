#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000365.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth3PKlPjPf(const long *, unsigned *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale8_kernelPxai(long long *__restrict__, signed char, int);
static void __device_stub__Z13bias14_kernelIjfEvPKT_PT0_PS0_S5_(const unsigned *, float *, unsigned *, unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth3PKlPjPf(const long *__par0, unsigned *__par1, float *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const long *, unsigned *, float *))smooth3)), 0U);}
# 11 "v000365.cu"
void smooth3( const long *__cuda_0,unsigned *__cuda_1,float *__cuda_2)
# 11 "v000365.cu"
{__device_stub__Z7smooth3PKlPjPf( __cuda_0,__cuda_1,__cuda_2);
# 19 "v000365.cu"
}
# 1 "v000365.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13scale8_kernelPxai( long long *__restrict__ __par0,  signed char __par1,  int __par2) {  long long *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(long long *__restrict__, signed char, int))scale8_kernel)), 0U); }
# 20 "v000365.cu"
void scale8_kernel( long long *__restrict__ __cuda_0,signed char __cuda_1,int __cuda_2)
# 20 "v000365.cu"
{__device_stub__Z13scale8_kernelPxai( __cuda_0,__cuda_1,__cuda_2);
# 28 "v000365.cu"
}
# 1 "v000365.cudafe1.stub.c"
static void __device_stub__Z13bias14_kernelIjfEvPKT_PT0_PS0_S5_( const unsigned *__par0,  float *__par1,  unsigned *__par2,  unsigned *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, float *, unsigned *, unsigned *))bias14_kernel<unsigned int, float> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_bias14_kernel<unsigned,float>( const unsigned *&__cuda_0,float *&__cuda_1,unsigned *&__cuda_2,unsigned *&__cuda_3){__device_stub__Z13bias14_kernelIjfEvPKT_PT0_PS0_S5_( (const unsigned *&)__cuda_0,(float *&)__cuda_1,(unsigned *&)__cuda_2,(unsigned *&)__cuda_3);}
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, float *, unsigned *, unsigned *))bias14_kernel<unsigned int, float> ), _Z13bias14_kernelIjfEvPKT_PT0_PS0_S5_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long long *__restrict__, signed char, int))scale8_kernel), _Z13scale8_kernelPxai, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *, unsigned *, float *))smooth3), _Z7smooth3PKlPjPf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
