#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001609.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow15Pm(unsigned long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally297State11i(enum State11, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp44_kernelPhPi(unsigned char *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6grow15Pm(unsigned long *__restrict__ __par0){ unsigned long *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(unsigned long *__restrict__))grow15)), 0U);}
# 20 "v001609.cu"
void grow15( unsigned long *__restrict__ __cuda_0)
# 20 "v001609.cu"
{__device_stub__Z6grow15Pm( __cuda_0);
# 27 "v001609.cu"
}
# 1 "v001609.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally297State11i( enum State11 __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(enum State11, int))tally29)), 0U); }
# 46 "v001609.cu"
void tally29( enum ::State11 __cuda_0,int __cuda_1)
# 46 "v001609.cu"
{__device_stub__Z7tally297State11i( __cuda_0,__cuda_1);
# 52 "v001609.cu"
}
# 1 "v001609.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp44_kernelPhPi( unsigned char *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned char *, int *))warp44_kernel)), 0U); }
# 64 "v001609.cu"
void warp44_kernel( unsigned char *__cuda_0,int *__cuda_1)
# 64 "v001609.cu"
{__device_stub__Z13warp44_kernelPhPi( __cuda_0,__cuda_1);
# 71 "v001609.cu"
}
# 1 "v001609.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T1) {  __nv_dummy_param_ref(__T1); __nv_save_fatbinhandle_for_managed_rt(__T1); __cudaRegisterEntry(__T1, ((void ( *)(unsigned char *, int *))warp44_kernel), _Z13warp44_kernelPhPi, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(enum State11, int))tally29), _Z7tally297State11i, (-1)); __cudaRegisterEntry(__T1, ((void ( *)(unsigned long *__restrict__))grow15), _Z6grow15Pm, (-1)); __cudaRegisterVariable(__T1, __shadow_var(d_norm28,::d_norm28), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
