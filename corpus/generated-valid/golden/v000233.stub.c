#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000233.fatbin.c"
static void __device_stub__Z14blend18_kernelPliii(long *, int, int, int);
static void __device_stub__Z15smooth26_kernelPKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6grow28iPxPfb(int, long long *, float *, bool);
static void __device_stub__Z6pack36tPKiPfPKc(unsigned short, const int *, float *, const char *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z14blend18_kernelPliii(long *__par0, int __par1, int __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 12UL);__cudaSetupArgSimple(__par3, 16UL);__cudaLaunch(((char *)((void ( *)(long *, int, int, int))blend18_kernel)), 0U);}
# 34 "v000233.cu"
static void blend18_kernel( long *__cuda_0,int __cuda_1,int __cuda_2,int __cuda_3)
# 35 "v000233.cu"
{__device_stub__Z14blend18_kernelPliii( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 43 "v000233.cu"
}
# 1 "v000233.cudafe1.stub.c"
static void __device_stub__Z15smooth26_kernelPKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))smooth26_kernel)), 0U); }
# 46 "v000233.cu"
static void smooth26_kernel( const double *__cuda_0)
# 47 "v000233.cu"
{__device_stub__Z15smooth26_kernelPKd( __cuda_0);
# 54 "v000233.cu"
}
# 1 "v000233.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6grow28iPxPfb( int __par0,  long long *__par1,  float *__par2,  bool __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, long long *, float *, bool))grow28)), 0U); }
# 57 "v000233.cu"
void grow28( int __cuda_0,long long *__cuda_1,float *__cuda_2,bool __cuda_3)
# 58 "v000233.cu"
{__device_stub__Z6grow28iPxPfb( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 66 "v000233.cu"
}
# 1 "v000233.cudafe1.stub.c"
static void __device_stub__Z6pack36tPKiPfPKc( unsigned short __par0,  const int *__par1,  float *__par2,  const char *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(unsigned short, const int *, float *, const char *))pack36)), 0U); }
# 69 "v000233.cu"
static void pack36( unsigned short __cuda_0,const int *__cuda_1,float *__cuda_2,const char *__cuda_3)
# 70 "v000233.cu"
{__device_stub__Z6pack36tPKiPfPKc( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 77 "v000233.cu"
}
# 1 "v000233.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned short, const int *, float *, const char *))pack36), _Z6pack36tPKiPfPKc, 64); __cudaRegisterEntry(__T3, ((void ( *)(int, long long *, float *, bool))grow28), _Z6grow28iPxPfb, 64); __cudaRegisterEntry(__T3, ((void ( *)(const double *))smooth26_kernel), _Z15smooth26_kernelPKd, 256); __cudaRegisterEntry(__T3, ((void ( *)(long *, int, int, int))blend18_kernel), _Z14blend18_kernelPliii, 1024); __cudaRegisterVariable(__T3, __shadow_var(d_blend17,::d_blend17), 0, 4UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_clamp35,::d_clamp35), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
