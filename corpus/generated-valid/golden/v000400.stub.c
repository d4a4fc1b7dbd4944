#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000400.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14smooth6_kernelPiiPtPKd(int *, int, unsigned short *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse16_kernelPKlPfi(const long *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14clamp22_kerneliPKfPdi(int, const float *, double *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14smooth6_kernelPiiPtPKd(int *__par0, int __par1, unsigned short *__par2, const double *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(int *, int, unsigned short *, const double *))smooth6_kernel)), 0U);}
# 15 "v000400.cu"
void smooth6_kernel( int *__cuda_0,int __cuda_1,unsigned short *__cuda_2,const double *__cuda_3)
# 16 "v000400.cu"
{__device_stub__Z14smooth6_kernelPiiPtPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 22 "v000400.cu"
}
# 1 "v000400.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse16_kernelPKlPfi( const long *__par0,  float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, float *, int))fuse16_kernel)), 0U); }
# 24 "v000400.cu"
void fuse16_kernel( const long *__cuda_0,float *__cuda_1,int __cuda_2)
# 25 "v000400.cu"
{__device_stub__Z13fuse16_kernelPKlPfi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v000400.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14clamp22_kerneliPKfPdi( int __par0,  const float *__par1,  double *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const float *, double *, int))clamp22_kernel)), 0U); }
# 32 "v000400.cu"
void clamp22_kernel( int __cuda_0,const float *__cuda_1,double *__cuda_2,int __cuda_3)
# 33 "v000400.cu"
{__device_stub__Z14clamp22_kerneliPKfPdi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 49 "v000400.cu"
}
# 1 "v000400.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(int, const float *, double *, int))clamp22_kernel), _Z14clamp22_kerneliPKfPdi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(const long *, float *, int))fuse16_kernel), _Z13fuse16_kernelPKlPfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, int, unsigned short *, const double *))smooth6_kernel), _Z14smooth6_kernelPiiPtPKd, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
