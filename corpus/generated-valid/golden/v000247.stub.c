#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000247.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update15_kernelPKff(const float *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14count30_kernelPfS_(float *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14accum37_kernelPi(int *);
static void __device_stub__Z13kick24_kernelIlLi6EEvPT_PKjS0_(long *, const unsigned *, long);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15update15_kernelPKff(const float *__par0, float __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(const float *, float))update15_kernel)), 0U);}
# 26 "v000247.cu"
void update15_kernel( const float *__cuda_0,float __cuda_1)
# 26 "v000247.cu"
{__device_stub__Z15update15_kernelPKff( __cuda_0,__cuda_1);
# 39 "v000247.cu"
}
# 1 "v000247.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14count30_kernelPfS_( float *__par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, float *))count30_kernel)), 0U); }
# 56 "v000247.cu"
void count30_kernel( float *__cuda_0,float *__cuda_1)
# 56 "v000247.cu"
{__device_stub__Z14count30_kernelPfS_( __cuda_0,__cuda_1);
# 65 "v000247.cu"
}
# 1 "v000247.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14accum37_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))accum37_kernel)), 0U); }
# 68 "v000247.cu"
void accum37_kernel( int *__cuda_0)
# 68 "v000247.cu"
{__device_stub__Z14accum37_kernelPi( __cuda_0);
# 79 "v000247.cu"
}
# 1 "v000247.cudafe1.stub.c"
static void __device_stub__Z13kick24_kernelIlLi6EEvPT_PKjS0_( long *__par0,  const unsigned *__par1,  long __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, const unsigned *, long))kick24_kernel<long, (int)6> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_kick24_kernel<long,6>( long *&__cuda_0,const unsigned *&__cuda_1,long &__cuda_2){__device_stub__Z13kick24_kernelIlLi6EEvPT_PKjS0_( (long *&)__cuda_0,(const unsigned *&)__cuda_1,(long &)__cuda_2);}
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long *, const unsigned *, long))kick24_kernel<long, (int)6> ), _Z13kick24_kernelIlLi6EEvPT_PKjS0_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))accum37_kernel), _Z14accum37_kernelPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, float *))count30_kernel), _Z14count30_kernelPfS_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *, float))update15_kernel), _Z15update15_kernelPKff, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
