#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000064.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp16_kernelPKf(const float *);
static void __device_stub__Z6sift25PKjPifPKf(const unsigned *, int *, float, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum32PlPiPKf(long *, int *, const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp16_kernelPKf(const float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const float *))clamp16_kernel)), 0U);}
# 48 "v000064.cu"
void clamp16_kernel( const float *__cuda_0)
# 48 "v000064.cu"
{__device_stub__Z14clamp16_kernelPKf( __cuda_0);




}
# 1 "v000064.cudafe1.stub.c"
static void __device_stub__Z6sift25PKjPifPKf( const unsigned *__par0,  int *__par1,  float __par2,  const float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int *, float, const float *))sift25)), 0U); }
# 66 "v000064.cu"
static void sift25( const unsigned *__cuda_0,int *__cuda_1,float __cuda_2,const float *__cuda_3)
# 66 "v000064.cu"
{__device_stub__Z6sift25PKjPifPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 73 "v000064.cu"
}
# 1 "v000064.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum32PlPiPKf( long *__par0,  int *__par1,  const float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, int *, const float *))accum32)), 0U); }
# 75 "v000064.cu"
void accum32( long *__cuda_0,int *__cuda_1,const float *__cuda_2)
# 75 "v000064.cu"
{__device_stub__Z7accum32PlPiPKf( __cuda_0,__cuda_1,__cuda_2);
# 87 "v000064.cu"
}
# 1 "v000064.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T19) {  __nv_dummy_param_ref(__T19); __nv_save_fatbinhandle_for_managed_rt(__T19); __cudaRegisterEntry(__T19, ((void ( *)(long *, int *, const float *))accum32), _Z7accum32PlPiPKf, (-1)); __cudaRegisterEntry(__T19, ((void ( *)(const unsigned *, int *, float, const float *))sift25), _Z6sift25PKjPifPKf, (-1)); __cudaRegisterEntry(__T19, ((void ( *)(const float *))clamp16_kernel), _Z14clamp16_kernelPKf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
