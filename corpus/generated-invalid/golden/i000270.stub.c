#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "i000270.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13relax5_kernelPiiiPKf(int *, int, int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15smooth15_kernelPf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14tally26_kernelPi(int *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13relax5_kernelPiiiPKf(int *__par0, int __par1, int __par2, const float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(int *, int, int, const float *))relax5_kernel)), 0U);}
# 18 "i000270.cu"
void relax5_kernel( int *__cuda_0,int __cuda_1,int __cuda_2,const float *__cuda_3)
# 18 "i000270.cu"
{__device_stub__Z13relax5_kernelPiiiPKf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "i000270.cu"
}
# 1 "i000270.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15smooth15_kernelPf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))smooth15_kernel)), 0U); }
# 29 "i000270.cu"
void smooth15_kernel( float *__cuda_0)
# 29 "i000270.cu"
{__device_stub__Z15smooth15_kernelPf( __cuda_0);



}
# 1 "i000270.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14tally26_kernelPi( int *__restrict__ __par0) {  int *__T0;
__cudaLaunchPrologue(1); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaLaunch(((char *)((void ( *)(int *__restrict__))tally26_kernel)), 0U); }
# 51 "i000270.cu"
void tally26_kernel( int *__restrict__ __cuda_0)
# 51 "i000270.cu"
{__device_stub__Z14tally26_kernelPi( __cuda_0);
# 67 "i000270.cu"
}
# 1 "i000270.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T5) {  __nv_dummy_param_ref(__T5); __nv_save_fatbinhandle_for_managed_rt(__T5); __cudaRegisterEntry(__T5, ((void ( *)(int *__restrict__))tally26_kernel), _Z14tally26_kernelPi, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(float *))smooth15_kernel), _Z15smooth15_kernelPf, (-1)); __cudaRegisterEntry(__T5, ((void ( *)(int *, int, int, const float *))relax5_kernel), _Z13relax5_kernelPiiiPKf, (-1)); __cudaRegisterVariable(__T5, __shadow_var(c_combine25,::c_combine25), 0, 12UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
