#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000090.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_warp3Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z9map_grow4Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16stencil11_kerneli(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z9map_warp3Pfi(float *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(float *, int))map_warp3)), 0U);}
# 13 "v000090.cu"
void map_warp3( float *__cuda_0,int __cuda_1)
# 13 "v000090.cu"
{__device_stub__Z9map_warp3Pfi( __cuda_0,__cuda_1); }
# 1 "v000090.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z9map_grow4Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_grow4)), 0U); }
# 14 "v000090.cu"
void map_grow4( unsigned *__cuda_0,int __cuda_1)
# 14 "v000090.cu"
{__device_stub__Z9map_grow4Pji( __cuda_0,__cuda_1); }
# 1 "v000090.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16stencil11_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))stencil11_kernel)), 0U); }
# 23 "v000090.cu"
void stencil11_kernel( int __cuda_0)
# 24 "v000090.cu"
{__device_stub__Z16stencil11_kerneli( __cuda_0);
# 33 "v000090.cu"
}
# 1 "v000090.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(int))stencil11_kernel), _Z16stencil11_kerneli, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(unsigned *, int))map_grow4), _Z9map_grow4Pji, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(float *, int))map_warp3), _Z9map_warp3Pfi, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
