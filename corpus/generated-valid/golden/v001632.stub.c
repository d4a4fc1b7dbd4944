#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001632.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z6merge5PKddiPf(const double *, double, int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13step13_kernelPiPKf(int *, const float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z11map_clamp19Pji(unsigned *, int);
static void __device_stub__Z13rank20_kernelPj(unsigned *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump26PKjPKi(const unsigned *, const int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay32_kerneliiPi(int, int, int *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse38PKiiPKsPf(const int *, int, const short *__restrict__, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z6merge5PKddiPf(const double *__par0, double __par1, int __par2, float *__par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(const double *, double, int, float *))merge5)), 0U);}
# 14 "v001632.cu"
void merge5( const double *__cuda_0,double __cuda_1,int __cuda_2,float *__cuda_3)
# 14 "v001632.cu"
{__device_stub__Z6merge5PKddiPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 27 "v001632.cu"
}
# 1 "v001632.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13step13_kernelPiPKf( int *__par0,  const float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int *, const float *))step13_kernel)), 0U); }
# 29 "v001632.cu"
void step13_kernel( int *__cuda_0,const float *__cuda_1)
# 29 "v001632.cu"
{__device_stub__Z13step13_kernelPiPKf( __cuda_0,__cuda_1);
# 39 "v001632.cu"
}
# 1 "v001632.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z11map_clamp19Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_clamp19)), 0U); }
# 46 "v001632.cu"
void map_clamp19( unsigned *__cuda_0,int __cuda_1)
# 46 "v001632.cu"
{__device_stub__Z11map_clamp19Pji( __cuda_0,__cuda_1); }
# 1 "v001632.cudafe1.stub.c"
static void __device_stub__Z13rank20_kernelPj( unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(unsigned *))rank20_kernel)), 0U); }
# 48 "v001632.cu"
static void rank20_kernel( unsigned *__cuda_0)
# 48 "v001632.cu"
{__device_stub__Z13rank20_kernelPj( __cuda_0);
# 56 "v001632.cu"
}
# 1 "v001632.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump26PKjPKi( const unsigned *__par0,  const int *__restrict__ __par1) {  const int *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const int *__restrict__))bump26)), 0U); }
# 59 "v001632.cu"
void bump26( const unsigned *__cuda_0,const int *__restrict__ __cuda_1)
# 59 "v001632.cu"
{__device_stub__Z6bump26PKjPKi( __cuda_0,__cuda_1);
# 69 "v001632.cu"
}
# 1 "v001632.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay32_kerneliiPi( int __par0,  int __par1,  int *__restrict__ __par2) {  int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __T1 = __par2; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, int *__restrict__))decay32_kernel)), 0U); }
# 71 "v001632.cu"
void decay32_kernel( int __cuda_0,int __cuda_1,int *__restrict__ __cuda_2)
# 71 "v001632.cu"
{__device_stub__Z14decay32_kerneliiPi( __cuda_0,__cuda_1,__cuda_2);


}
# 1 "v001632.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse38PKiiPKsPf( const int *__par0,  int __par1,  const short *__restrict__ __par2,  float *__par3) {  const short *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __T2 = __par2; __cudaSetupArgSimple(__T2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const int *, int, const short *__restrict__, float *))fuse38)), 0U); }
# 76 "v001632.cu"
void fuse38( const int *__cuda_0,int __cuda_1,const short *__restrict__ __cuda_2,float *__cuda_3)
# 76 "v001632.cu"
{__device_stub__Z6fuse38PKiiPKsPf( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 89 "v001632.cu"
}
# 1 "v001632.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const int *, int, const short *__restrict__, float *))fuse38), _Z6fuse38PKiiPKsPf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int, int, int *__restrict__))decay32_kernel), _Z14decay32_kerneliiPi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *, const int *__restrict__))bump26), _Z6bump26PKjPKi, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *))rank20_kernel), _Z13rank20_kernelPj, 128); __cudaRegisterEntry(__T6, ((void ( *)(unsigned *, int))map_clamp19), _Z11map_clamp19Pji, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, const float *))step13_kernel), _Z13step13_kernelPiPKf, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const double *, double, int, float *))merge5), _Z6merge5PKddiPf, 128); __cudaRegisterVariable(__T6, __shadow_var(c_merge2,::c_merge2), 0, 2UL, 1, 0); __cudaRegisterVariable(__T6, __shadow_var(c_probe25,::c_probe25), 0, 4UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
