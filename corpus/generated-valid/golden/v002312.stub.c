#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002312.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7gather7Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift11_kernelPKl(const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8update27Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7gather7Pf(float *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(float *))gather7)), 0U);}
# 20 "v002312.cu"
void gather7( float *__cuda_0)
# 20 "v002312.cu"
{__device_stub__Z7gather7Pf( __cuda_0);



}
# 1 "v002312.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift11_kernelPKl( const long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long *))sift11_kernel)), 0U); }
# 27 "v002312.cu"
void sift11_kernel( const long *__cuda_0)
# 27 "v002312.cu"
{__device_stub__Z13sift11_kernelPKl( __cuda_0);
# 41 "v002312.cu"
}
# 1 "v002312.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8update27Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))update27)), 0U); }
# 57 "v002312.cu"
void update27( int *__cuda_0)
# 57 "v002312.cu"
{__device_stub__Z8update27Pi( __cuda_0);
# 67 "v002312.cu"
}
# 1 "v002312.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))update27), _Z8update27Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const long *))sift11_kernel), sift11_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *))gather7), _Z7gather7Pf, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
