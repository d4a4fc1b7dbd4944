#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002300.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse10_kernel7Bounds7(const struct Bounds7&);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13lerp16_kernel7Bounds7(const struct Bounds7&);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6util247decay25EPf(float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse10_kernel7Bounds7(const struct Bounds7&__par0){__cudaLaunchPrologue(1);__cudaSetupArg(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const struct Bounds7))fuse10_kernel)), 0U);}
# 22 "v002300.cu"
void fuse10_kernel( const struct ::Bounds7 __cuda_0)
# 22 "v002300.cu"
{__device_stub__Z13fuse10_kernel7Bounds7( __cuda_0);



}
# 1 "v002300.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13lerp16_kernel7Bounds7( const struct Bounds7&__par0) {  __cudaLaunchPrologue(1); __cudaSetupArg(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const struct Bounds7))lerp16_kernel)), 0U); }
# 34 "v002300.cu"
void lerp16_kernel( const struct ::Bounds7 __cuda_0)
# 34 "v002300.cu"
{__device_stub__Z13lerp16_kernel7Bounds7( __cuda_0);
# 40 "v002300.cu"
}
# 1 "v002300.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6util247decay25EPf( float *__restrict__ __par0) {  float *__T3;
__cudaLaunchPrologue(1); __T3 = __par0; __cudaSetupArgSimple(__T3, 0UL); __cudaLaunch(((char *)((void ( *)(float *__restrict__))util24::decay25)), 0U); }
# 50 "v002300.cu"
void util24::decay25( float *__restrict__ __cuda_0)
# 50 "v002300.cu"
{__device_stub__ZN6util247decay25EPf( __cuda_0);




}
# 1 "v002300.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float *__restrict__))util24::decay25), _ZN6util247decay25EPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const struct Bounds7))lerp16_kernel), _Z13lerp16_kernel7Bounds7, 1024); __cudaRegisterEntry(__T4, ((void ( *)(const struct Bounds7))fuse10_kernel), _Z13fuse10_kernel7Bounds7, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
