#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001729.fatbin.c"
static void __device_stub__Z6sweep6PKiiPi(const int *__restrict__, int, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6sweep6PKiiPi(const int *__restrict__ __par0, int __par1, int *__par2){ const int *__T0;
__cudaLaunchPrologue(3);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, int, int *))sweep6)), 0U);}
# 21 "v001729.cu"
static void sweep6( const int *__restrict__ __cuda_0,int __cuda_1,int *__cuda_2)
# 22 "v001729.cu"
{__device_stub__Z6sweep6PKiiPi( __cuda_0,__cuda_1,__cuda_2);
# 39 "v001729.cu"
}
# 1 "v001729.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const int *__restrict__, int, int *))sweep6), _Z6sweep6PKiiPi, 32); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
