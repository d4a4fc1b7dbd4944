#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001889.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z12warp8_kernelPfid(float *, int, double);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread14fPyPKiPx(float, unsigned long long *, const int *, long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay21_kernelPKf(const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7clamp34PiPKfi(int *, const float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_tile41Pji(unsigned *, int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z12warp8_kernelPfid(float *__par0, int __par1, double __par2){__cudaLaunchPrologue(3);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaLaunch(((char *)((void ( *)(float *, int, double))warp8_kernel)), 0U);}
# 19 "v001889.cu"
void warp8_kernel( float *__cuda_0,int __cuda_1,double __cuda_2)
# 20 "v001889.cu"
{__device_stub__Z12warp8_kernelPfid( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001889.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread14fPyPKiPx( float __par0,  unsigned long long *__par1,  const int *__par2,  long long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(float, unsigned long long *, const int *, long long *))spread14)), 0U); }
# 25 "v001889.cu"
void spread14( float __cuda_0,unsigned long long *__cuda_1,const int *__cuda_2,long long *__cuda_3)
# 26 "v001889.cu"
{__device_stub__Z8spread14fPyPKiPx( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 33 "v001889.cu"
}
# 1 "v001889.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay21_kernelPKf( const float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const float *))decay21_kernel)), 0U); }
# 35 "v001889.cu"
void decay21_kernel( const float *__cuda_0)
# 36 "v001889.cu"
{__device_stub__Z14decay21_kernelPKf( __cuda_0);



}
# 1 "v001889.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7clamp34PiPKfi( int *__par0,  const float *__par1,  int __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const float *, int))clamp34)), 0U); }
# 58 "v001889.cu"
void clamp34( int *__cuda_0,const float *__cuda_1,int __cuda_2)
# 59 "v001889.cu"
{__device_stub__Z7clamp34PiPKfi( __cuda_0,__cuda_1,__cuda_2);
# 69 "v001889.cu"
}
# 1 "v001889.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_tile41Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_tile41)), 0U); }
# 76 "v001889.cu"
void map_tile41( unsigned *__cuda_0,int __cuda_1)
# 76 "v001889.cu"
{__device_stub__Z10map_tile41Pji( __cuda_0,__cuda_1); }
# 1 "v001889.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(unsigned *, int))map_tile41), _Z10map_tile41Pji, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int *, const float *, int))clamp34), _Z7clamp34PiPKfi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(const float *))decay21_kernel), _Z14decay21_kernelPKf, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float, unsigned long long *, const int *, long long *))spread14), _Z8spread14fPyPKiPx, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(float *, int, double))warp8_kernel), _Z12warp8_kernelPfid, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
