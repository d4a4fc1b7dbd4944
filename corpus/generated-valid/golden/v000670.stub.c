#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000670.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth10_kernelPmPdii(unsigned long *, double *, int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14blend18_kerneli(int);
static void __device_stub__Z15gather26_kernelihbi(int, unsigned char, bool, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth10_kernelPmPdii(unsigned long *__par0, double *__par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(unsigned long *, double *, int, int))smooth10_kernel)), 0U);}
# 18 "v000670.cu"
void smooth10_kernel( unsigned long *__cuda_0,double *__cuda_1,int __cuda_2,int __cuda_3)
# 19 "v000670.cu"
{__device_stub__Z15smooth10_kernelPmPdii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v000670.cu"
}
# 1 "v000670.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14blend18_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))blend18_kernel)), 0U); }
# 35 "v000670.cu"
void blend18_kernel( int __cuda_0)
# 36 "v000670.cu"
{__device_stub__Z14blend18_kerneli( __cuda_0);
# 51 "v000670.cu"
}
# 1 "v000670.cudafe1.stub.c"
static void __device_stub__Z15gather26_kernelihbi( int __par0,  unsigned char __par1,  bool __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 5UL); __cudaSetupArgSimple(__par3, 8UL); __cudaLaunch(((char *)((void ( *)(int, unsigned char, bool, int))gather26_kernel)), 0U); }
# 53 "v000670.cu"
static void gather26_kernel( int __cuda_0,unsigned char __cuda_1,bool __cuda_2,int __cuda_3)
# 54 "v000670.cu"
{__device_stub__Z15gather26_kernelihbi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 61 "v000670.cu"
}
# 1 "v000670.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned char, bool, int))gather26_kernel), _Z15gather26_kernelihbi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))blend18_kernel), _Z14blend18_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned long *, double *, int, int))smooth10_kernel), _Z15smooth10_kernelPmPdii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
