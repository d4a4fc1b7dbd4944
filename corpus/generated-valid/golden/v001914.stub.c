#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001914.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bump9ii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15spread21_kernelPiS_(int *, int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bump9ii(int __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(int, int))bump9)), 0U);}
# 20 "v001914.cu"
void bump9( int __cuda_0,int __cuda_1)
# 20 "v001914.cu"
{__device_stub__Z5bump9ii( __cuda_0,__cuda_1);



}
# 1 "v001914.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15spread21_kernelPiS_( int *__par0,  int *__restrict__ __par1) {  int *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int *__restrict__))spread21_kernel)), 0U); }
# 27 "v001914.cu"
void spread21_kernel( int *__cuda_0,int *__restrict__ __cuda_1)
# 27 "v001914.cu"
{__device_stub__Z15spread21_kernelPiS_( __cuda_0,__cuda_1);
# 37 "v001914.cu"
}
# 1 "v001914.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, int *__restrict__))spread21_kernel), _Z15spread21_kernelPiS_, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int))bump9), _Z5bump9ii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
