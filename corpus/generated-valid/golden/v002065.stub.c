#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002065.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14gather5_kernelPi(int *);
static void __device_stub__Z13norm20_kerneljPsPKmPh(unsigned, short *, const unsigned long *, unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14gather5_kernelPi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))gather5_kernel)), 0U);}
# 13 "v002065.cu"
void gather5_kernel( int *__cuda_0)
# 14 "v002065.cu"
{__device_stub__Z14gather5_kernelPi( __cuda_0);
# 23 "v002065.cu"
}
# 1 "v002065.cudafe1.stub.c"
static void __device_stub__Z13norm20_kerneljPsPKmPh( unsigned __par0,  short *__par1,  const unsigned long *__par2,  unsigned char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned, short *, const unsigned long *, unsigned char *))norm20_kernel)), 0U); }
# 44 "v002065.cu"
static void norm20_kernel( unsigned __cuda_0,short *__cuda_1,const unsigned long *__cuda_2,unsigned char *__cuda_3)
# 45 "v002065.cu"
{__device_stub__Z13norm20_kerneljPsPKmPh( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v002065.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, short *, const unsigned long *, unsigned char *))norm20_kernel), _Z13norm20_kerneljPsPKmPh, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))gather5_kernel), _Z14gather5_kernelPi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_gather4,::c_gather4), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
