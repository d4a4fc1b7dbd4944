#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002187.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_apply15Pii(int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_count16Pfi(float *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z11map_apply15Pii(int *__par0, int __par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int *, int))map_apply15)), 0U);}
# 31 "v002187.cu"
void map_apply15( int *__cuda_0,int __cuda_1)
# 31 "v002187.cu"
{__device_stub__Z11map_apply15Pii( __cuda_0,__cuda_1); }
# 1 "v002187.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_count16Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))map_count16)), 0U); }
# 32 "v002187.cu"
void map_count16( float *__cuda_0,int __cuda_1)
# 32 "v002187.cu"
{__device_stub__Z11map_count16Pfi( __cuda_0,__cuda_1); }
# 1 "v002187.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T0) {  __nv_dummy_param_ref(__T0); __nv_save_fatbinhandle_for_managed_rt(__T0); __cudaRegisterEntry(__T0, ((void ( *)(float *, int))map_count16), _Z11map_count16Pfi, (-1)); __cudaRegisterEntry(__T0, ((void ( *)(int *, int))map_apply15), _Z11map_apply15Pii, (-1)); __cudaRegisterManagedVariable(__T0, __shadow_var(m_reduce10,::m_reduce10), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
