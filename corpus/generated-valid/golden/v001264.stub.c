#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001264.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp15_kerneljPKd(unsigned, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7apply23Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7march28Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z5mix53iPKi(int, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z13warp15_kerneljPKd(unsigned __par0, const double *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(unsigned, const double *))warp15_kernel)), 0U);}
# 25 "v001264.cu"
void warp15_kernel( unsigned __cuda_0,const double *__cuda_1)
# 25 "v001264.cu"
{__device_stub__Z13warp15_kerneljPKd( __cuda_0,__cuda_1);



}
# 1 "v001264.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7apply23Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))apply23)), 0U); }
# 33 "v001264.cu"
void apply23( float *__cuda_0)
# 33 "v001264.cu"
{__device_stub__Z7apply23Pf( __cuda_0);
# 39 "v001264.cu"
}
# 1 "v001264.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7march28Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))march28)), 0U); }
# 41 "v001264.cu"
void march28( int *__cuda_0)
# 41 "v001264.cu"
{__device_stub__Z7march28Pi( __cuda_0);
# 54 "v001264.cu"
}
# 1 "v001264.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z5mix53iPKi( int __par0,  const int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const int *))mix53)), 0U); }
# 81 "v001264.cu"
void mix53( int __cuda_0,const int *__cuda_1)
# 81 "v001264.cu"
{__device_stub__Z5mix53iPKi( __cuda_0,__cuda_1);
# 94 "v001264.cu"
}
# 1 "v001264.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int, const int *))mix53), _Z5mix53iPKi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *))march28), _Z7march28Pi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *))apply23), _Z7apply23Pf, 32); __cudaRegisterEntry(__T3, ((void ( *)(unsigned, const double *))warp15_kernel), _Z13warp15_kerneljPKd, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_probe5,::d_probe5), 0, 8UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(c_count14,::c_count14), 0, 4UL, 1, 0); __cudaRegisterVariable(__T3, __shadow_var(d_trace22,::d_trace22), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
