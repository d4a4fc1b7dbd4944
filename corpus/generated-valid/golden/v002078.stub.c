#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002078.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13scale6_kernellPKsj(long, const short *, unsigned);
static void __device_stub__Z14clamp15_kernelPKic(const int *, char);
static void __device_stub__Z13norm22_kernelIfLi2EEvPKT_PS0_(const float *__restrict__, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13scale6_kernellPKsj(long __par0, const short *__par1, unsigned __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long, const short *, unsigned))scale6_kernel)), 0U);}
# 14 "v002078.cu"
void scale6_kernel( long __cuda_0,const short *__cuda_1,unsigned __cuda_2)
# 15 "v002078.cu"
{__device_stub__Z13scale6_kernellPKsj( __cuda_0,__cuda_1,__cuda_2);
# 30 "v002078.cu"
}
# 1 "v002078.cudafe1.stub.c"
static void __device_stub__Z14clamp15_kernelPKic( const int *__par0,  char __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, char))clamp15_kernel)), 0U); }
# 31 "v002078.cu"
static void clamp15_kernel( const int *__cuda_0,char __cuda_1)
# 32 "v002078.cu"
{__device_stub__Z14clamp15_kernelPKic( __cuda_0,__cuda_1);
# 53 "v002078.cu"
}
# 1 "v002078.cudafe1.stub.c"
static void __device_stub__Z13norm22_kernelIfLi2EEvPKT_PS0_( const float *__restrict__ __par0,  float *__par1) {  const float *__T0;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, float *))norm22_kernel<float, (int)2> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_norm22_kernel<float,2>( const float *__restrict__ &__cuda_0,float *&__cuda_1){__device_stub__Z13norm22_kernelIfLi2EEvPKT_PS0_( (const float *&)__cuda_0,(float *&)__cuda_1);}
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(const float *__restrict__, float *))norm22_kernel<float, (int)2> ), _Z13norm22_kernelIfLi2EEvPKT_PS0_, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(const int *, char))clamp15_kernel), _Z14clamp15_kernelPKic, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(long, const short *, unsigned))scale6_kernel), _Z13scale6_kernellPKsj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
