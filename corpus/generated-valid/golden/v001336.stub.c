#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001336.fatbin.c"
typedef unsigned _ZN6util147inner157idx16_tE;
typedef float _ZN6math178real18_tE;
extern __attribute__((visibility("hidden"))) void __device_stub__Z5bias4i(int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z12map_combine9Pdi(double *, int);
static void __device_stub__Z13step23_kernelPKjPfPiPKl(const _ZN6util147inner157idx16_tE *, _ZN6math178real18_tE *, int *, const long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step33_kernelPfb(_ZN6math178real18_tE *, bool);
extern __attribute__((visibility("hidden"))) void __device_stub__ZN5img3815spread45_kernelEPiPKiPf(int *, const int *, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5bias4i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))bias4)), 0U);}
# 11 "v001336.cu"
void bias4( int __cuda_0)
# 11 "v001336.cu"
{__device_stub__Z5bias4i( __cuda_0);
# 17 "v001336.cu"
}
# 1 "v001336.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z12map_combine9Pdi( double *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(double *, int))map_combine9)), 0U); }
# 24 "v001336.cu"
void map_combine9( double *__cuda_0,int __cuda_1)
# 24 "v001336.cu"
{__device_stub__Z12map_combine9Pdi( __cuda_0,__cuda_1); }
# 1 "v001336.cudafe1.stub.c"
static void __device_stub__Z13step23_kernelPKjPfPiPKl( const _ZN6util147inner157idx16_tE *__par0,  _ZN6math178real18_tE *__par1,  int *__par2,  const long *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const _ZN6util147inner157idx16_tE *, _ZN6math178real18_tE *, int *, const long *))step23_kernel)), 0U); }
# 49 "v001336.cu"
static void step23_kernel( const _ZN6util147inner157idx16_tE *__cuda_0,_ZN6math178real18_tE *__cuda_1,int *__cuda_2,const long *__cuda_3)
# 49 "v001336.cu"
{__device_stub__Z13step23_kernelPKjPfPiPKl( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 57 "v001336.cu"
}
# 1 "v001336.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step33_kernelPfb( _ZN6math178real18_tE *__par0,  bool __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(_ZN6math178real18_tE *, bool))step33_kernel)), 0U); }
# 59 "v001336.cu"
void step33_kernel( _ZN6math178real18_tE *__cuda_0,bool __cuda_1)
# 59 "v001336.cu"
{__device_stub__Z13step33_kernelPfb( __cuda_0,__cuda_1);




}
# 1 "v001336.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__ZN5img3815spread45_kernelEPiPKiPf( int *__par0,  const int *__par1,  float *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(int *, const int *, float *))img38::spread45_kernel)), 0U); }
# 81 "v001336.cu"
void img38::spread45_kernel( int *__cuda_0,const int *__cuda_1,float *__cuda_2)
# 81 "v001336.cu"
{__device_stub__ZN5img3815spread45_kernelEPiPKiPf( __cuda_0,__cuda_1,__cuda_2);
# 95 "v001336.cu"
}
# 1 "v001336.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T3) {  __nv_dummy_param_ref(__T3); __nv_save_fatbinhandle_for_managed_rt(__T3); __cudaRegisterEntry(__T3, ((void ( *)(int *, const int *, float *))img38::spread45_kernel), _ZN5img3815spread45_kernelEPiPKiPf, 128); __cudaRegisterEntry(__T3, ((void ( *)(_ZN6math178real18_tE *, bool))step33_kernel), _Z13step33_kernelPfb, 128UL); __cudaRegisterEntry(__T3, ((void ( *)(const _ZN6util147inner157idx16_tE *, _ZN6math178real18_tE *, int *, const long *))step23_kernel), _Z13step23_kernelPKjPfPiPKl, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(double *, int))map_combine9), _Z12map_combine9Pdi, (-1)); __cudaRegisterEntry(__T3, ((void ( *)(int))bias4), _Z5bias4i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
