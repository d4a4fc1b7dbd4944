#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000021.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z4mix4ibii(int, bool, int, int);
static void __device_stub__Z8update27PiPjiS_(int *, unsigned *__restrict__, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z4mix4ibii(int __par0, bool __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaSetupArgSimple(__par3, 12UL);__cudaLaunch(((char *)((void ( *)(int, bool, int, int))mix4)), 0U);}
# 9 "v000021.cu"
void mix4( int __cuda_0,bool __cuda_1,int __cuda_2,int __cuda_3)
# 10 "v000021.cu"
{__device_stub__Z4mix4ibii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 18 "v000021.cu"
}
# 1 "v000021.cudafe1.stub.c"
static void __device_stub__Z8update27PiPjiS_( int *__par0,  unsigned *__restrict__ __par1,  int __par2,  int *__par3) {  unsigned *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, unsigned *__restrict__, int, int *))update27)), 0U); }
# 31 "v000021.cu"
static void update27( int *__cuda_0,unsigned *__restrict__ __cuda_1,int __cuda_2,int *__cuda_3)
# 32 "v000021.cu"
{__device_stub__Z8update27PiPjiS_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 41 "v000021.cu"
}
# 1 "v000021.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int *, unsigned *__restrict__, int, int *))update27), _Z8update27PiPjiS_, 512UL); __cudaRegisterEntry(__T4, ((void ( *)(int, bool, int, int))mix4), _Z4mix4ibii, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_kick10,::d_kick10), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
