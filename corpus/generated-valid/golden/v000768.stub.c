#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000768.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13trace1_kernelPKjfPd(const unsigned *, float, double *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax10_kerneliiPsPf(int, int, short *, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply31_kerneliPKsfPf(int, const short *, float, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13trace1_kernelPKjfPd(const unsigned *__par0, float __par1, double *__restrict__ __par2){ double *__T0;
__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__T0 = __par2;__cudaSetupArgSimple(__T0, 16UL);__cudaLaunch(((char *)((void ( *)(const unsigned *, float, double *__restrict__))trace1_kernel)), 0U);}
# 5 "v000768.cu"
void trace1_kernel( const unsigned *__cuda_0,float __cuda_1,double *__restrict__ __cuda_2)
# 6 "v000768.cu"
{__device_stub__Z13trace1_kernelPKjfPd( __cuda_0,__cuda_1,__cuda_2);
# 12 "v000768.cu"
}
# 1 "v000768.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax10_kerneliiPsPf( int __par0,  int __par1,  short *__par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, short *, float *))relax10_kernel)), 0U); }
# 15 "v000768.cu"
void relax10_kernel( int __cuda_0,int __cuda_1,short *__cuda_2,float *__cuda_3)
# 16 "v000768.cu"
{__device_stub__Z14relax10_kerneliiPsPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 28 "v000768.cu"
}
# 1 "v000768.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply31_kerneliPKsfPf( int __par0,  const short *__par1,  float __par2,  float *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const short *, float, float *))apply31_kernel)), 0U); }
# 60 "v000768.cu"
void apply31_kernel( int __cuda_0,const short *__cuda_1,float __cuda_2,float *__cuda_3)
# 61 "v000768.cu"
{__device_stub__Z14apply31_kerneliPKsfPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000768.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const short *, float, float *))apply31_kernel), apply31_kernel, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int, int, short *, float *))relax10_kernel), _Z14relax10_kerneliiPsPf, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, float, double *__restrict__))trace1_kernel), _Z13trace1_kernelPKjfPd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
