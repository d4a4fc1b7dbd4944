#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001707.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_smooth5Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14score17_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_smooth5Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_smooth5)), 0U);}
# 14 "v001707.cu"
void map_smooth5( float *__cuda_0,int __cuda_1)
# 14 "v001707.cu"
{__device_stub__Z11map_smooth5Pfi( __cuda_0,__cuda_1); }
# 1 "v001707.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14score17_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))score17_kernel)), 0U); }
# 24 "v001707.cu"
void score17_kernel( int __cuda_0)
# 24 "v001707.cu"
{__device_stub__Z14score17_kerneli( __cuda_0);



}
# 1 "v001707.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int))score17_kernel), _Z14score17_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int))map_smooth5), _Z11map_smooth5Pfi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_mix6,::c_mix6), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
