#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001041.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift5fi(float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_count23Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift5fi(float __par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaLaunch(((char *)((void ( *)(float, int))sift5)), 0U);}
# 14 "v001041.cu"
void sift5( float __cuda_0,int __cuda_1)
# 15 "v001041.cu"
{__device_stub__Z5sift5fi( __cuda_0,__cuda_1);
# 28 "v001041.cu"
}
# 1 "v001041.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_count23Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_count23)), 0U); }
# 46 "v001041.cu"
void map_count23( unsigned *__cuda_0,int __cuda_1)
# 46 "v001041.cu"
{__device_stub__Z11map_count23Pji( __cuda_0,__cuda_1); }
# 1 "v001041.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_count23), _Z11map_count23Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, int))sift5), sift5, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_smooth21,::d_smooth21), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
