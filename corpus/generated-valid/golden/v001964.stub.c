#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001964.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter10_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge18PKf(const float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15filter10_kerneli(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))filter10_kernel)), 0U);}
# 29 "v001964.cu"
void filter10_kernel( int __cuda_0)
# 30 "v001964.cu"
{__device_stub__Z15filter10_kerneli( __cuda_0);
# 37 "v001964.cu"
}
# 1 "v001964.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7merge18PKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))merge18)), 0U); }
# 52 "v001964.cu"
void merge18( const float *__cuda_0)
# 53 "v001964.cu"
{__device_stub__Z7merge18PKf( __cuda_0);
# 59 "v001964.cu"
}
# 1 "v001964.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(const float *))merge18), _Z7merge18PKf, 512); __cudaRegisterEntry(__T3, ((void ( *)(int))filter10_kernel), _Z15filter10_kerneli, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
