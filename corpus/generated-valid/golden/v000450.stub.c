#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000450.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12bump8_kernelllPj(long, long, unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13sift15_kernelPdiPiPKi(double *, int, int *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16combine24_kernellPKi(long, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z15gather39_kernelPiPKii(int *, const int *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12bump8_kernelllPj(long __par0, long __par1, unsigned *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(long, long, unsigned *))bump8_kernel)), 0U);}
# 17 "v000450.cu"
void bump8_kernel( long __cuda_0,long __cuda_1,unsigned *__cuda_2)
# 17 "v000450.cu"
{__device_stub__Z12bump8_kernelllPj( __cuda_0,__cuda_1,__cuda_2);
# 28 "v000450.cu"
}
# 1 "v000450.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13sift15_kernelPdiPiPKi( double *__par0,  int __par1,  int *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(double *, int, int *, const int *))sift15_kernel)), 0U); }
# 30 "v000450.cu"
void sift15_kernel( double *__cuda_0,int __cuda_1,int *__cuda_2,const int *__cuda_3)
# 30 "v000450.cu"
{__device_stub__Z13sift15_kernelPdiPiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v000450.cu"
}
# 1 "v000450.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16combine24_kernellPKi( long __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long, const int *))combine24_kernel)), 0U); }
# 40 "v000450.cu"
void combine24_kernel( long __cuda_0,const int *__cuda_1)
# 40 "v000450.cu"
{__device_stub__Z16combine24_kernellPKi( __cuda_0,__cuda_1);




}
# 1 "v000450.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z15gather39_kernelPiPKii( int *__par0,  const int *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const int *, int))gather39_kernel)), 0U); }
# 72 "v000450.cu"
void gather39_kernel( int *__cuda_0,const int *__cuda_1,int __cuda_2)
# 72 "v000450.cu"
{__device_stub__Z15gather39_kernelPiPKii( __cuda_0,__cuda_1,__cuda_2);
# 82 "v000450.cu"
}
# 1 "v000450.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, const int *, int))gather39_kernel), _Z15gather39_kernelPiPKii, 256); __cudaRegisterEntry(__T3, ((void ( *)(long, const int *))combine24_kernel), _Z16combine24_kernellPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int, int *, const int *))sift15_kernel), _Z13sift15_kernelPdiPiPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(long, long, unsigned *))bump8_kernel), _Z12bump8_kernelllPj, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
