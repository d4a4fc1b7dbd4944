#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000072.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12kick5_kerneliPKf(int, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14march11_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6kick24Pibi(int *, bool, int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN8detail1413sift20_kernelEiPfb(int, float *, bool);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12kick5_kerneliPKf(int __par0, const float *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(int, const float *))kick5_kernel)), 0U);}
# 15 "v000072.cu"
void kick5_kernel( int __cuda_0,const float *__cuda_1)
# 16 "v000072.cu"
{__device_stub__Z12kick5_kerneliPKf( __cuda_0,__cuda_1);
# 26 "v000072.cu"
}
# 1 "v000072.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14march11_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))march11_kernel)), 0U); }
# 28 "v000072.cu"
void march11_kernel( int __cuda_0)
# 29 "v000072.cu"
{__device_stub__Z14march11_kerneli( __cuda_0);




}
# 1 "v000072.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6kick24Pibi( int *__par0,  bool __par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, bool, int))kick24)), 0U); }
# 53 "v000072.cu"
void kick24( int *__cuda_0,bool __cuda_1,int __cuda_2)
# 54 "v000072.cu"
{__device_stub__Z6kick24Pibi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v000072.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN8detail1413sift20_kernelEiPfb( int __par0,  float *__par1,  bool __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, float *, bool))detail14::sift20_kernel)), 0U); }
# 39 "v000072.cu"
void detail14::sift20_kernel( int __cuda_0,float *__cuda_1,bool __cuda_2)
# 40 "v000072.cu"
{__device_stub__ZN8detail1413sift20_kernelEiPfb( __cuda_0,__cuda_1,__cuda_2);
# 50 "v000072.cu"
}
# 1 "v000072.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, float *, bool))detail14::sift20_kernel), _ZN8detail1413sift20_kernelEiPfb, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, bool, int))kick24), _Z6kick24Pibi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))march11_kernel), _Z14march11_kerneli, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, const float *))kick5_kernel), _Z12kick5_kerneliPKf, 128); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
