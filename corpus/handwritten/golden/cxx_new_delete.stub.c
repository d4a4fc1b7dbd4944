#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "cxx_new_delete.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12device_allocPPii(int **, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11device_freePPi(int **);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12device_allocPPii(int **__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int **, int))device_alloc)), 0U);}
# 25 "cxx_new_delete.cu"
void device_alloc( int **__cuda_0,int __cuda_1)
# 26 "cxx_new_delete.cu"
{__device_stub__Z12device_allocPPii( __cuda_0,__cuda_1);
# 33 "cxx_new_delete.cu"
}
# 1 "cxx_new_delete.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11device_freePPi( int **__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int **))device_free)), 0U); }
# 35 "cxx_new_delete.cu"
void device_free( int **__cuda_0)
# 35 "cxx_new_delete.cu"
{__device_stub__Z11device_freePPi( __cuda_0); }
# 1 "cxx_new_delete.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int **))device_free), _Z11device_freePPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int **, int))device_alloc), _Z12device_allocPPii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
