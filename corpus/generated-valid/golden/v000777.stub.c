#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000777.fatbin.c"
static void __device_stub__Z8update27i(int);
static void __device_stub__Z6bump33fiPKi(float, int, const int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale39_kerneliPiPKjS1_(int, int *, const unsigned *__restrict__, const unsigned *);
static void __device_stub__ZN5util313decay4_kernelEjiPf(unsigned, int, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img135sub148smooth15EPiS1_(int *, int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z8update27i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))update27)), 0U);}
# 51 "v000777.cu"
static void update27( int __cuda_0)
# 51 "v000777.cu"
{__device_stub__Z8update27i( __cuda_0);
# 60 "v000777.cu"
}
# 1 "v000777.cudafe1.stub.c"
static void __device_stub__Z6bump33fiPKi( float __par0,  int __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(float, int, const int *))bump33)), 0U); }
# 62 "v000777.cu"
static void bump33( float __cuda_0,int __cuda_1,const int *__cuda_2)
# 62 "v000777.cu"
{__device_stub__Z6bump33fiPKi( __cuda_0,__cuda_1,__cuda_2);
# 71 "v000777.cu"
}
# 1 "v000777.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale39_kerneliPiPKjS1_( int __par0,  int *__par1,  const unsigned *__restrict__ __par2,  const unsigned *__par3) {  const unsigned *__T0;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T0 = __par2; __cudaSetupArgSimple(__T0, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, const unsigned *__restrict__, const unsigned *))scale39_kernel)), 0U); }
# 73 "v000777.cu"
void scale39_kernel( int __cuda_0,int *__cuda_1,const unsigned *__restrict__ __cuda_2,const unsigned *__cuda_3)
# 73 "v000777.cu"
{__device_stub__Z14scale39_kerneliPiPKjS1_( __cuda_0,__cuda_1,__cuda_2,__cuda_3);



}
# 1 "v000777.cudafe1.stub.c"
static void __device_stub__ZN5util313decay4_kernelEjiPf( unsigned __par0,  int __par1,  float *__restrict__ __par2) {  float *__T13;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T13 = __par2; __cudaSetupArgSimple(__T13, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned, int, float *__restrict__))util3::decay4_kernel)), 0U); }
# 11 "v000777.cu"
static void util3::decay4_kernel( unsigned __cuda_0,int __cuda_1,float *__restrict__ __cuda_2)
# 11 "v000777.cu"
{__device_stub__ZN5util313decay4_kernelEjiPf( __cuda_0,__cuda_1,__cuda_2);
# 25 "v000777.cu"
}
# 1 "v000777.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img135sub148smooth15EPiS1_( int *__par0,  int *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, int *))img13::sub14::smooth15)), 0U); }
# 29 "v000777.cu"
void img13::sub14::smooth15( int *__cuda_0,int *__cuda_1)
# 29 "v000777.cu"
{__device_stub__ZN5img135sub148smooth15EPiS1_( __cuda_0,__cuda_1);
# 39 "v000777.cu"
}
# 1 "v000777.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T14) {  __nv_dummy_param_ref(__T14); __nv_save_fatbinhandle_for_managed_rt(__T14); __cudaRegisterEntry(__T14, ((void ( *)(int *, int *))img13::sub14::smooth15), _ZN5img135sub148smooth15EPiS1_, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(unsigned, int, float *__restrict__))util3::decay4_kernel), _ZN5util313decay4_kernelEjiPf, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(int, int *, const unsigned *__restrict__, const unsigned *))scale39_kernel), _Z14scale39_kerneliPiPKjS1_, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(float, int, const int *))bump33), _Z6bump33fiPKi, (-1)); __cudaRegisterEntry(__T14, ((void ( *)(int))update27), _Z8update27i, (-1)); __cudaRegisterVariable(__T14, __shadow_var(c_lerp2,::c_lerp2), 0, 2UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
