#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000149.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tally6_kerneliPiPfS_(int, int *, float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift13f(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_kick17Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15filter29_kerneliPiPfS_(int, int *, float *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12reads_host39Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13tally6_kerneliPiPfS_(int __par0, int *__par1, float *__par2, int *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int, int *, float *, int *))tally6_kernel)), 0U);}
# 11 "i000149.cu"
void tally6_kernel( int __cuda_0,int *__cuda_1,float *__cuda_2,int *__cuda_3)
# 12 "i000149.cu"
{__device_stub__Z13tally6_kerneliPiPfS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 24 "i000149.cu"
}
# 1 "i000149.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift13f( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))drift13)), 0U); }
# 27 "i000149.cu"
void drift13( float __cuda_0)
# 28 "i000149.cu"
{__device_stub__Z7drift13f( __cuda_0);
# 37 "i000149.cu"
}
# 1 "i000149.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_kick17Pii( int *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int))map_kick17)), 0U); }
# 44 "i000149.cu"
void map_kick17( int *__cuda_0,int __cuda_1)
# 44 "i000149.cu"
{__device_stub__Z10map_kick17Pii( __cuda_0,__cuda_1); }
# 1 "i000149.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15filter29_kerneliPiPfS_( int __par0,  int *__par1,  float *__par2,  int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, float *, int *))filter29_kernel)), 0U); }
# 68 "i000149.cu"
void filter29_kernel( int __cuda_0,int *__cuda_1,float *__cuda_2,int *__cuda_3)
# 69 "i000149.cu"
{__device_stub__Z15filter29_kerneliPiPfS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 78 "i000149.cu"
}
# 1 "i000149.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12reads_host39Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))reads_host39)), 0U); }
# 80 "i000149.cu"
void reads_host39( int *__cuda_0)
# 81 "i000149.cu"
{__device_stub__Z12reads_host39Pi( __cuda_0);

}
# 1 "i000149.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))reads_host39), _Z12reads_host39Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, float *, int *))filter29_kernel), _Z15filter29_kerneliPiPfS_, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, int))map_kick17), _Z10map_kick17Pii, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float))drift13), _Z7drift13f, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int *, float *, int *))tally6_kernel), _Z13tally6_kerneliPiPfS_, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_lerp5,::c_lerp5), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_spread12,::c_spread12), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_weigh28,::d_weigh28), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
