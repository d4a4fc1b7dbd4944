#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000116.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread10PcPsj(char *, short *__restrict__, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13tile37_kernelfi(float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z8spread10PcPsj(char *__par0, short *__restrict__ __par1, unsigned __par2){ short *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(char *, short *__restrict__, unsigned))spread10)), 0U);}
# 26 "v000116.cu"
void spread10( char *__cuda_0,short *__restrict__ __cuda_1,unsigned __cuda_2)
# 26 "v000116.cu"
{__device_stub__Z8spread10PcPsj( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000116.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13tile37_kernelfi( float __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(float, int))tile37_kernel)), 0U); }
# 66 "v000116.cu"
void tile37_kernel( float __cuda_0,int __cuda_1)
# 66 "v000116.cu"
{__device_stub__Z13tile37_kernelfi( __cuda_0,__cuda_1);
# 76 "v000116.cu"
}
# 1 "v000116.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T25) {  __nv_dummy_param_ref(__T25); __nv_save_fatbinhandle_for_managed_rt(__T25); __cudaRegisterEntry(__T25, ((void ( *)(float, int))tile37_kernel), _Z13tile37_kernelfi, (-1)); __cudaRegisterEntry(__T25, ((void ( *)(char *, short *__restrict__, unsigned))spread10), _Z8spread10PcPsj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
