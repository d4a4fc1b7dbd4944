#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001213.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13bias12_kerneliPKxii(int, const long long *, int, int);
static void __device_stub__Z13pack17_kerneliPKaPfPKi(int, const signed char *, float *, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split31_kernelPcPtPh(char *, unsigned short *, unsigned char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13bias12_kerneliPKxii(int __par0, const long long *__par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 20UL);__cudaLaunch(((char *)((void ( *)(int, const long long *, int, int))bias12_kernel)), 0U);}
# 28 "v001213.cu"
void bias12_kernel( int __cuda_0,const long long *__cuda_1,int __cuda_2,int __cuda_3)
# 29 "v001213.cu"
{__device_stub__Z13bias12_kerneliPKxii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001213.cudafe1.stub.c"
static void __device_stub__Z13pack17_kerneliPKaPfPKi( int __par0,  const signed char *__par1,  float *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, const signed char *, float *, const int *))pack17_kernel)), 0U); }
# 34 "v001213.cu"
static void pack17_kernel( int __cuda_0,const signed char *__cuda_1,float *__cuda_2,const int *__cuda_3)
# 35 "v001213.cu"
{__device_stub__Z13pack17_kerneliPKaPfPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 44 "v001213.cu"
}
# 1 "v001213.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split31_kernelPcPtPh( char *__par0,  unsigned short *__par1,  unsigned char *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(char *, unsigned short *, unsigned char *))split31_kernel)), 0U); }
# 56 "v001213.cu"
void split31_kernel( char *__cuda_0,unsigned short *__cuda_1,unsigned char *__cuda_2)
# 57 "v001213.cu"
{__device_stub__Z14split31_kernelPcPtPh( __cuda_0,__cuda_1,__cuda_2);
# 65 "v001213.cu"
}
# 1 "v001213.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T7) {  __nv_dummy_param_ref(__T7); __nv_save_fatbinhandle_for_managed_rt(__T7); __cudaRegisterEntry(__T7, ((void ( *)(char *, unsigned short *, unsigned char *))split31_kernel), _Z14split31_kernelPcPtPh, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, const signed char *, float *, const int *))pack17_kernel), _Z13pack17_kerneliPKaPfPKi, (-1)); __cudaRegisterEntry(__T7, ((void ( *)(int, const long long *, int, int))bias12_kernel), _Z13bias12_kerneliPKxii, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
