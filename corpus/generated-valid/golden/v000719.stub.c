#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000719.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14gather2_kernelPf(float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade17_kernelii(int, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14pivot23_kernelPfPhPif(float *, unsigned char *__restrict__, int *__restrict__, float);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14gather2_kernelPf(float *__restrict__ __par0){ float *__T0;
__cudaLaunchPrologue(1);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__cudaLaunch(((char *)((void ( *)(float *__restrict__))gather2_kernel)), 0U);}
# 8 "v000719.cu"
void gather2_kernel( float *__restrict__ __cuda_0)
# 8 "v000719.cu"
{__device_stub__Z14gather2_kernelPf( __cuda_0);
# 16 "v000719.cu"
}
# 1 "v000719.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade17_kernelii( int __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(int, int))shade17_kernel)), 0U); }
# 26 "v000719.cu"
void shade17_kernel( int __cuda_0,int __cuda_1)
# 26 "v000719.cu"
{__device_stub__Z14shade17_kernelii( __cuda_0,__cuda_1);
# 36 "v000719.cu"
}
# 1 "v000719.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14pivot23_kernelPfPhPif( float *__par0,  unsigned char *__restrict__ __par1,  int *__restrict__ __par2,  float __par3) {  unsigned char *__T1;
 int *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float *, unsigned char *__restrict__, int *__restrict__, float))pivot23_kernel)), 0U); }
# 38 "v000719.cu"
void pivot23_kernel( float *__cuda_0,unsigned char *__restrict__ __cuda_1,int *__restrict__ __cuda_2,float __cuda_3)
# 38 "v000719.cu"
{__device_stub__Z14pivot23_kernelPfPhPif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v000719.cu"
}
# 1 "v000719.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T12) {  __nv_dummy_param_ref(__T12); __nv_save_fatbinhandle_for_managed_rt(__T12); __cudaRegisterEntry(__T12, ((void ( *)(float *, unsigned char *__restrict__, int *__restrict__, float))pivot23_kernel), _Z14pivot23_kernelPfPhPif, 64); __cudaRegisterEntry(__T12, ((void ( *)(int, int))shade17_kernel), _Z14shade17_kernelii, (-1)); __cudaRegisterEntry(__T12, ((void ( *)(float *__restrict__))gather2_kernel), _Z14gather2_kernelPf, 64); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
