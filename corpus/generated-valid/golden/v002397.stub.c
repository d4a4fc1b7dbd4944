#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v002397.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13split8_kernelPfiid(float *, int, int, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax18_kerneljPlPKi(unsigned, long *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7blend25PxPhPi(long long *, unsigned char *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14apply32_kernelfi(float, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13split8_kernelPfiid(float *__par0, int __par1, int __par2, double __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int, int, double))split8_kernel)), 0U);}
# 15 "v002397.cu"
void split8_kernel( float *__cuda_0,int __cuda_1,int __cuda_2,double __cuda_3)
# 15 "v002397.cu"
{__device_stub__Z13split8_kernelPfiid( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 25 "v002397.cu"
}
# 1 "v002397.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax18_kerneljPlPKi( unsigned __par0,  long *__par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(unsigned, long *, const int *))relax18_kernel)), 0U); }
# 27 "v002397.cu"
void relax18_kernel( unsigned __cuda_0,long *__cuda_1,const int *__cuda_2)
# 27 "v002397.cu"
{__device_stub__Z14relax18_kerneljPlPKi( __cuda_0,__cuda_1,__cuda_2);
# 50 "v002397.cu"
}
# 1 "v002397.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7blend25PxPhPi( long long *__par0,  unsigned char *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long long *, unsigned char *, int *))blend25)), 0U); }
# 52 "v002397.cu"
void blend25( long long *__cuda_0,unsigned char *__cuda_1,int *__cuda_2)
# 52 "v002397.cu"
{__device_stub__Z7blend25PxPhPi( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v002397.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14apply32_kernelfi( float __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaLaunch(((char *)((void ( *)(float, int))apply32_kernel)), 0U); }
# 58 "v002397.cu"
void apply32_kernel( float __cuda_0,int __cuda_1)
# 58 "v002397.cu"
{__device_stub__Z14apply32_kernelfi( __cuda_0,__cuda_1);




}
# 1 "v002397.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(float, int))apply32_kernel), _Z14apply32_kernelfi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(long long *, unsigned char *, int *))blend25), _Z7blend25PxPhPi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned, long *, const int *))relax18_kernel), _Z14relax18_kerneljPlPKi, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(float *, int, int, double))split8_kernel), _Z13split8_kernelPfiid, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
