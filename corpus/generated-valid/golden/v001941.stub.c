#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001941.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12grow5_kernelPKi(const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6sift13PKib(const int *, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7weigh19iiPd(int, int, double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14shade27_kernelPKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img316warp32EPKd(const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img3113step36_kernelExi(long long, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12grow5_kernelPKi(const int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(const int *))grow5_kernel)), 0U);}
# 16 "v001941.cu"
void grow5_kernel( const int *__cuda_0)
# 17 "v001941.cu"
{__device_stub__Z12grow5_kernelPKi( __cuda_0);




}
# 1 "v001941.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6sift13PKib( const int *__par0,  bool __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const int *, bool))sift13)), 0U); }
# 31 "v001941.cu"
void sift13( const int *__cuda_0,bool __cuda_1)
# 32 "v001941.cu"
{__device_stub__Z6sift13PKib( __cuda_0,__cuda_1);
# 39 "v001941.cu"
}
# 1 "v001941.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7weigh19iiPd( int __par0,  int __par1,  double *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, double *))weigh19)), 0U); }
# 41 "v001941.cu"
void weigh19( int __cuda_0,int __cuda_1,double *__cuda_2)
# 42 "v001941.cu"
{__device_stub__Z7weigh19iiPd( __cuda_0,__cuda_1,__cuda_2);
# 50 "v001941.cu"
}
# 1 "v001941.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14shade27_kernelPKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))shade27_kernel)), 0U); }
# 54 "v001941.cu"
void shade27_kernel( const double *__cuda_0)
# 55 "v001941.cu"
{__device_stub__Z14shade27_kernelPKd( __cuda_0);




}
# 1 "v001941.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img316warp32EPKd( const double *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const double *))img31::warp32)), 0U); }
# 63 "v001941.cu"
void img31::warp32( const double *__cuda_0)
# 64 "v001941.cu"
{__device_stub__ZN5img316warp32EPKd( __cuda_0);



}
# 1 "v001941.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img3113step36_kernelExi( long long __par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(long long, int))img31::step36_kernel)), 0U); }
# 70 "v001941.cu"
void img31::step36_kernel( long long __cuda_0,int __cuda_1)
# 71 "v001941.cu"
{__device_stub__ZN5img3113step36_kernelExi( __cuda_0,__cuda_1);
# 79 "v001941.cu"
}
# 1 "v001941.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(long long, int))img31::step36_kernel), _ZN5img3113step36_kernelExi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *))img31::warp32), _ZN5img316warp32EPKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const double *))shade27_kernel), _Z14shade27_kernelPKd, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int, int, double *))weigh19), _Z7weigh19iiPd, 64); __cudaRegisterEntry(__T3, ((void ( *)(const int *, bool))sift13), _Z6sift13PKib, 64); __cudaRegisterEntry(__T3, ((void ( *)(const int *))grow5_kernel), _Z12grow5_kernelPKi, (-1)); __cudaRegisterVariable(__T3, __shadow_var(d_lerp25,::d_lerp25), 0, 64UL, 0, 0); __cudaRegisterVariable(__T3, __shadow_var(d_scale26,::d_scale26), 0, 128UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
