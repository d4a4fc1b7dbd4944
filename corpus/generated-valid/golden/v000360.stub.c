#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000360.fatbin.c"
typedef gpu26::Cell27 _ZN5gpu266Cell27E;
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fold4_kernelPKiS0_(const int *__restrict__, const int *__restrict__);
static void __device_stub__Z13trace9_kerneliPdi(int, double *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp22PKy(const unsigned long long *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14sweep32_kernelN5gpu266Cell27Eifi(const  _ZN5gpu266Cell27E&, int, float, int);
static void __device_stub__Z13fuse39_kernelN5gpu266Cell27Ei(const  _ZN5gpu266Cell27E&, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fold4_kernelPKiS0_(const int *__restrict__ __par0, const int *__restrict__ __par1){ const int *__T0;
 const int *__T1;
__cudaLaunchPrologue(2);__T0 = __par0;__cudaSetupArgSimple(__T0, 0UL);__T1 = __par1;__cudaSetupArgSimple(__T1, 8UL);__cudaLaunch(((char *)((void ( *)(const int *__restrict__, const int *__restrict__))fold4_kernel)), 0U);}
# 12 "v000360.cu"
void fold4_kernel( const int *__restrict__ __cuda_0,const int *__restrict__ __cuda_1)
# 12 "v000360.cu"
{__device_stub__Z12fold4_kernelPKiS0_( __cuda_0,__cuda_1);
# 21 "v000360.cu"
}
# 1 "v000360.cudafe1.stub.c"
static void __device_stub__Z13trace9_kerneliPdi( int __par0,  double *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int, double *, int))trace9_kernel)), 0U); }
# 23 "v000360.cu"
static void trace9_kernel( int __cuda_0,double *__cuda_1,int __cuda_2)
# 23 "v000360.cu"
{__device_stub__Z13trace9_kerneliPdi( __cuda_0,__cuda_1,__cuda_2);
# 30 "v000360.cu"
}
# 1 "v000360.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp22PKy( const unsigned long long *__restrict__ __par0) {  const unsigned long long *__T2;
__cudaLaunchPrologue(1); __T2 = __par0; __cudaSetupArgSimple(__T2, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned long long *__restrict__))clamp22)), 0U); }
# 43 "v000360.cu"
void clamp22( const unsigned long long *__restrict__ __cuda_0)
# 43 "v000360.cu"
{__device_stub__Z7clamp22PKy( __cuda_0);



}
# 1 "v000360.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14sweep32_kernelN5gpu266Cell27Eifi( const  _ZN5gpu266Cell27E&__par0,  int __par1,  float __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaSetupArgSimple(__par2, 20UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const  _ZN5gpu266Cell27E, int, float, int))sweep32_kernel)), 0U); }
# 66 "v000360.cu"
void sweep32_kernel( const  _ZN5gpu266Cell27E __cuda_0,int __cuda_1,float __cuda_2,int __cuda_3)
# 66 "v000360.cu"
{__device_stub__Z14sweep32_kernelN5gpu266Cell27Eifi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 77 "v000360.cu"
}
# 1 "v000360.cudafe1.stub.c"
static void __device_stub__Z13fuse39_kernelN5gpu266Cell27Ei( const  _ZN5gpu266Cell27E&__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArg(__par0, 0UL); __cudaSetupArgSimple(__par1, 16UL); __cudaLaunch(((char *)((void ( *)(const  _ZN5gpu266Cell27E, int))fuse39_kernel)), 0U); }
# 80 "v000360.cu"
static void fuse39_kernel( const  _ZN5gpu266Cell27E __cuda_0,int __cuda_1)
# 80 "v000360.cu"
{__device_stub__Z13fuse39_kernelN5gpu266Cell27Ei( __cuda_0,__cuda_1);
# 88 "v000360.cu"
}
# 1 "v000360.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const  _ZN5gpu266Cell27E, int))fuse39_kernel), _Z13fuse39_kernelN5gpu266Cell27Ei, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const  _ZN5gpu266Cell27E, int, float, int))sweep32_kernel), _Z14sweep32_kernelN5gpu266Cell27Eifi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned long long *__restrict__))clamp22), _Z7clamp22PKy, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, double *, int))trace9_kernel), _Z13trace9_kerneliPdi, 1024); __cudaRegisterEntry(__T6, ((void ( *)(const int *__restrict__, const int *__restrict__))fold4_kernel), _Z12fold4_kernelPKiS0_, 64); __cudaRegisterVariable(__T6, __shadow_var(d_drift3,::d_drift3), 0, 16UL, 0, 0); __cudaRegisterVariable(__T6, __shadow_var(_ZN5gpu2610c_gather31E,::gpu26::c_gather31), 0, 32UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
