#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001022.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep26_kernelPfjPcj(float *, unsigned, char *, unsigned);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14merge33_kerneli(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5ops107pivot11Ei(int);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN6kern406kick45EaPKiPKd(signed char, const int *, const double *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep26_kernelPfjPcj(float *__par0, unsigned __par1, char *__par2, unsigned __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(float *, unsigned, char *, unsigned))sweep26_kernel)), 0U);}
# 58 "v001022.cu"
void sweep26_kernel( float *__cuda_0,unsigned __cuda_1,char *__cuda_2,unsigned __cuda_3)
# 58 "v001022.cu"
{__device_stub__Z14sweep26_kernelPfjPcj( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v001022.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14merge33_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))merge33_kernel)), 0U); }
# 64 "v001022.cu"
void merge33_kernel( int __cuda_0)
# 64 "v001022.cu"
{__device_stub__Z14merge33_kerneli( __cuda_0);
# 78 "v001022.cu"
}
# 1 "v001022.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5ops107pivot11Ei( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))ops10::pivot11)), 0U); }
# 27 "v001022.cu"
void ops10::pivot11( int __cuda_0)
# 27 "v001022.cu"
{__device_stub__ZN5ops107pivot11Ei( __cuda_0);
# 39 "v001022.cu"
}
# 1 "v001022.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN6kern406kick45EaPKiPKd( signed char __par0,  const int *__par1,  const double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(signed char, const int *, const double *))kern40::kick45)), 0U); }
# 93 "v001022.cu"
void kern40::kick45( signed char __cuda_0,const int *__cuda_1,const double *__cuda_2)
# 93 "v001022.cu"
{__device_stub__ZN6kern406kick45EaPKiPKd( __cuda_0,__cuda_1,__cuda_2);
# 101 "v001022.cu"
}
# 1 "v001022.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(signed char, const int *, const double *))kern40::kick45), _ZN6kern406kick45EaPKiPKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))ops10::pivot11), _ZN5ops107pivot11Ei, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))merge33_kernel), _Z14merge33_kerneli, 128); __cudaRegisterEntry(__T3, ((void ( *)(float *, unsigned, char *, unsigned))sweep26_kernel), _Z14sweep26_kernelPfjPcj, (-1)); __cudaRegisterVariable(__T3, __shadow_var(c_rank8,::c_rank8), 0, 32UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_blend9,::c_blend9), 0, 16UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(c_norm39,::c_norm39), 0, 16UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
