#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001664.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15update12_kernell(long);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_grow19Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14probe20_kernelf(float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15update12_kernell(long __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(long))update12_kernel)), 0U);}
# 25 "v001664.cu"
void update12_kernel( long __cuda_0)
# 25 "v001664.cu"
{__device_stub__Z15update12_kernell( __cuda_0);
# 35 "v001664.cu"
}
# 1 "v001664.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_grow19Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_grow19)), 0U); }
# 42 "v001664.cu"
void map_grow19( float *__cuda_0,int __cuda_1)
# 42 "v001664.cu"
{__device_stub__Z10map_grow19Pfi( __cuda_0,__cuda_1); }
# 1 "v001664.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14probe20_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))probe20_kernel)), 0U); }
# 44 "v001664.cu"
void probe20_kernel( float __cuda_0)
# 44 "v001664.cu"
{__device_stub__Z14probe20_kernelf( __cuda_0);
# 52 "v001664.cu"
}
# 1 "v001664.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(float))probe20_kernel), _Z14probe20_kernelf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_grow19), _Z10map_grow19Pfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long))update12_kernel), _Z15update12_kernell, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
