#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001738.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12sift8_kernelifPKi(int, float, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge17_kerneliPjPid(int, unsigned *, int *, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias26PjPtfi(unsigned *, unsigned short *, float, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z16scatter35_kernelPi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12sift8_kernelifPKi(int __par0, float __par1, const int *__par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 4UL);__cudaSetupArgSimple(__par2, 8UL);__cudaLaunch(((char *)((void ( *)(int, float, const int *))sift8_kernel)), 0U);}
# 13 "v001738.cu"
void sift8_kernel( int __cuda_0,float __cuda_1,const int *__cuda_2)
# 14 "v001738.cu"
{__device_stub__Z12sift8_kernelifPKi( __cuda_0,__cuda_1,__cuda_2);
# 21 "v001738.cu"
}
# 1 "v001738.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge17_kerneliPjPid( int __par0,  unsigned *__par1,  int *__par2,  double __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, unsigned *, int *, double))merge17_kernel)), 0U); }
# 23 "v001738.cu"
void merge17_kernel( int __cuda_0,unsigned *__cuda_1,int *__cuda_2,double __cuda_3)
# 24 "v001738.cu"
{__device_stub__Z14merge17_kerneliPjPid( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v001738.cu"
}
# 1 "v001738.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias26PjPtfi( unsigned *__par0,  unsigned short *__par1,  float __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 20UL); __cudaLaunch(((char *)((void ( *)(unsigned *, unsigned short *, float, int))bias26)), 0U); }
# 36 "v001738.cu"
void bias26( unsigned *__cuda_0,unsigned short *__cuda_1,float __cuda_2,int __cuda_3)
# 37 "v001738.cu"
{__device_stub__Z6bias26PjPtfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001738.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z16scatter35_kernelPi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))scatter35_kernel)), 0U); }
# 56 "v001738.cu"
void scatter35_kernel( int *__cuda_0)
# 57 "v001738.cu"
{__device_stub__Z16scatter35_kernelPi( __cuda_0);
# 64 "v001738.cu"
}
# 1 "v001738.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *))scatter35_kernel), _Z16scatter35_kernelPi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, unsigned short *, float, int))bias26), _Z6bias26PjPtfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, unsigned *, int *, double))merge17_kernel), merge17_kernel, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, float, const int *))sift8_kernel), _Z12sift8_kernelifPKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_kick25,::c_kick25), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
