#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000846.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7smooth6PKtS0_(const unsigned short *, const unsigned short *__restrict__);
static void __device_stub__Z9stencil11PKfiPiPKd(const float *__restrict__, int, int *, const double *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7shade19PibS_i(int *, bool, int *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bias28PKdiPKiPKa(const double *, int, const int *, const signed char *__restrict__);
static void __device_stub__Z14pivot37_kernelPKj(const unsigned *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7smooth6PKtS0_(const unsigned short *__par0, const unsigned short *__restrict__ __par1){ const unsigned short *__T0;
__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__T0 = __par1;__cudaSetupArgSimple(__T0, 8UL);__cudaLaunch(((char *)((void ( *)(const unsigned short *, const unsigned short *__restrict__))smooth6)), 0U);}
# 14 "v000846.cu"
void smooth6( const unsigned short *__cuda_0,const unsigned short *__restrict__ __cuda_1)
# 15 "v000846.cu"
{__device_stub__Z7smooth6PKtS0_( __cuda_0,__cuda_1);
# 25 "v000846.cu"
}
# 1 "v000846.cudafe1.stub.c"
static void __device_stub__Z9stencil11PKfiPiPKd( const float *__restrict__ __par0,  int __par1,  int *__par2,  const double *__par3) {  const float *__T1;
__cudaLaunchPrologue(4); __T1 = __par0; __cudaSetupArgSimple(__T1, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(const float *__restrict__, int, int *, const double *))stencil11)), 0U); }
# 28 "v000846.cu"
static void stencil11( const float *__restrict__ __cuda_0,int __cuda_1,int *__cuda_2,const double *__cuda_3)
# 29 "v000846.cu"
{__device_stub__Z9stencil11PKfiPiPKd( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 38 "v000846.cu"
}
# 1 "v000846.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7shade19PibS_i( int *__par0,  bool __par1,  int *__par2,  int __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int *, bool, int *, int))shade19)), 0U); }
# 41 "v000846.cu"
void shade19( int *__cuda_0,bool __cuda_1,int *__cuda_2,int __cuda_3)
# 42 "v000846.cu"
{__device_stub__Z7shade19PibS_i( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 51 "v000846.cu"
}
# 1 "v000846.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bias28PKdiPKiPKa( const double *__par0,  int __par1,  const int *__par2,  const signed char *__restrict__ __par3) {  const signed char *__T2;
__cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __T2 = __par3; __cudaSetupArgSimple(__T2, 24UL); __cudaLaunch(((char *)((void ( *)(const double *, int, const int *, const signed char *__restrict__))bias28)), 0U); }
# 53 "v000846.cu"
void bias28( const double *__cuda_0,int __cuda_1,const int *__cuda_2,const signed char *__restrict__ __cuda_3)
# 54 "v000846.cu"
{__device_stub__Z6bias28PKdiPKiPKa( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 65 "v000846.cu"
}
# 1 "v000846.cudafe1.stub.c"
static void __device_stub__Z14pivot37_kernelPKj( const unsigned *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const unsigned *))pivot37_kernel)), 0U); }
# 67 "v000846.cu"
static void pivot37_kernel( const unsigned *__cuda_0)
# 68 "v000846.cu"
{__device_stub__Z14pivot37_kernelPKj( __cuda_0);
# 76 "v000846.cu"
}
# 1 "v000846.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T6) {  __nv_dummy_param_ref(__T6); __nv_save_fatbinhandle_for_managed_rt(__T6); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned *))pivot37_kernel), _Z14pivot37_kernelPKj, 512); __cudaRegisterEntry(__T6, ((void ( *)(const double *, int, const int *, const signed char *__restrict__))bias28), _Z6bias28PKdiPKiPKa, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(int *, bool, int *, int))shade19), _Z7shade19PibS_i, 1024); __cudaRegisterEntry(__T6, ((void ( *)(const float *__restrict__, int, int *, const double *))stencil11), _Z9stencil11PKfiPiPKd, (-1)); __cudaRegisterEntry(__T6, ((void ( *)(const unsigned short *, const unsigned short *__restrict__))smooth6), _Z7smooth6PKtS0_, (-1)); __cudaRegisterVariable(__T6, __shadow_var(d_march44,::d_march44), 0, 16UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
