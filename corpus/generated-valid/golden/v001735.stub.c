#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001735.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8filter19PmiiPd(unsigned long *, int, int, double *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8filter19PmiiPd(unsigned long *__par0, int __par1, int __par2, double *__restrict__ __par3){ double *__T6;
__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__T6 = __par3;__cudaSetupArgSimple(__T6, 16UL);__cudaLaunch(((char *)((void ( *)(unsigned long *, int, int, double *__restrict__))filter19)), 0U);}
# 40 "v001735.cu"
void filter19( unsigned long *__cuda_0,int __cuda_1,int __cuda_2,double *__restrict__ __cuda_3)
# 40 "v001735.cu"
{__device_stub__Z8filter19PmiiPd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v001735.cu"
}
# 1 "v001735.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T16) {  __nv_dummy_param_ref(__T16); __nv_save_fatbinhandle_for_managed_rt(__T16); __cudaRegisterEntry(__T16, ((void ( *)(unsigned long *, int, int, double *__restrict__))filter19), _Z8filter19PmiiPd, (-1)); __cudaRegisterVariable(__T16, __shadow_var(c_sweep5,::c_sweep5), 0, 1UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
