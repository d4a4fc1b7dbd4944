#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001770.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12fuse4_kernelPiPfi(int *, float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7decay10iiPKfi(int, int, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13warp19_kernelPKlPjPi(const long *, unsigned *, int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14scale34_kerneliPidi(int, int *, double, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7score41Pi(int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12fuse4_kernelPiPfi(int *__par0, float *__par1, int __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(int *, float *, int))fuse4_kernel)), 0U);}
# 10 "v001770.cu"
void fuse4_kernel( int *__cuda_0,float *__cuda_1,int __cuda_2)
# 11 "v001770.cu"
{__device_stub__Z12fuse4_kernelPiPfi( __cuda_0,__cuda_1,__cuda_2);




}
# 1 "v001770.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7decay10iiPKfi( int __par0,  int __par1,  const float *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaSetupArgSimple(__par3, 16UL); __cudaLaunch(((char *)((void ( *)(int, int, const float *, int))decay10)), 0U); }
# 20 "v001770.cu"
void decay10( int __cuda_0,int __cuda_1,const float *__cuda_2,int __cuda_3)
# 21 "v001770.cu"
{__device_stub__Z7decay10iiPKfi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);




}
# 1 "v001770.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13warp19_kernelPKlPjPi( const long *__par0,  unsigned *__par1,  int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const long *, unsigned *, int *))warp19_kernel)), 0U); }
# 29 "v001770.cu"
void warp19_kernel( const long *__cuda_0,unsigned *__cuda_1,int *__cuda_2)
# 30 "v001770.cu"
{__device_stub__Z13warp19_kernelPKlPjPi( __cuda_0,__cuda_1,__cuda_2);
# 41 "v001770.cu"
}
# 1 "v001770.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14scale34_kerneliPidi( int __par0,  int *__par1,  double __par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, double, int))scale34_kernel)), 0U); }
# 50 "v001770.cu"
void scale34_kernel( int __cuda_0,int *__cuda_1,double __cuda_2,int __cuda_3)
# 51 "v001770.cu"
{__device_stub__Z14scale34_kerneliPidi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);


}
# 1 "v001770.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7score41Pi( int *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int *))score41)), 0U); }
# 57 "v001770.cu"
void score41( int *__cuda_0)
# 58 "v001770.cu"
{__device_stub__Z7score41Pi( __cuda_0);
# 70 "v001770.cu"
}
# 1 "v001770.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T10) {  __nv_dummy_param_ref(__T10); __nv_save_fatbinhandle_for_managed_rt(__T10); __cudaRegisterEntry(__T10, ((void ( *)(int *))score41), _Z7score41Pi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int, int *, double, int))scale34_kernel), _Z14scale34_kerneliPidi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(const long *, unsigned *, int *))warp19_kernel), _Z13warp19_kernelPKlPjPi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int, int, const float *, int))decay10), _Z7decay10iiPKfi, (-1)); __cudaRegisterEntry(__T10, ((void ( *)(int *, float *, int))fuse4_kernel), _Z12fuse4_kernelPiPfi, (-1)); __cudaRegisterVariable(__T10, __shadow_var(c_drift18,::c_drift18), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
