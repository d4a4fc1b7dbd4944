#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001173.fatbin.c"
static void __device_stub__Z6tally8i(int);
static void __device_stub__Z14shade12_kernelPlPx9Particle4(long *, long long *, const struct Particle4&);
static void __device_stub__Z14shade29_kernelf(float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14split36_kernelPdPKf(double *__restrict__, const float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7relax42Pf(float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14relax47_kerneliiPKi(int, int, const int *);
static void __device_stub__Z6fuse17IiLi1EEvT_(int);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
static void __device_stub__Z6tally8i(int __par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int))tally8)), 0U);}
# 15 "v001173.cu"
static void tally8( int __cuda_0)
# 15 "v001173.cu"
{__device_stub__Z6tally8i( __cuda_0);
# 26 "v001173.cu"
}
# 1 "v001173.cudafe1.stub.c"
static void __device_stub__Z14shade12_kernelPlPx9Particle4( long *__par0,  long long *__par1,  const struct Particle4&__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArg(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(long *, long long *, const struct Particle4))shade12_kernel)), 0U); }
# 28 "v001173.cu"
static void shade12_kernel( long *__cuda_0,long long *__cuda_1,const struct ::Particle4 __cuda_2)
# 28 "v001173.cu"
{__device_stub__Z14shade12_kernelPlPx9Particle4( __cuda_0,__cuda_1,__cuda_2);



}
# 1 "v001173.cudafe1.stub.c"
static void __device_stub__Z14shade29_kernelf( float __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float))shade29_kernel)), 0U); }
# 59 "v001173.cu"
static void shade29_kernel( float __cuda_0)
# 59 "v001173.cu"
{__device_stub__Z14shade29_kernelf( __cuda_0);
# 69 "v001173.cu"
}
# 1 "v001173.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14split36_kernelPdPKf( double *__restrict__ __par0,  const float *__restrict__ __par1) {  double *__T0;
 const float *__T1;
__cudaLaunchPrologue(2); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(double *__restrict__, const float *__restrict__))split36_kernel)), 0U); }
# 71 "v001173.cu"
void split36_kernel( double *__restrict__ __cuda_0,const float *__restrict__ __cuda_1)
# 71 "v001173.cu"
{__device_stub__Z14split36_kernelPdPKf( __cuda_0,__cuda_1);
# 77 "v001173.cu"
}
# 1 "v001173.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7relax42Pf( float *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(float *))relax42)), 0U); }
# 79 "v001173.cu"
void relax42( float *__cuda_0)
# 79 "v001173.cu"
{__device_stub__Z7relax42Pf( __cuda_0);
# 89 "v001173.cu"
}
# 1 "v001173.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14relax47_kerneliiPKi( int __par0,  int __par1,  const int *__par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 4UL); __cudaSetupArgSimple(__par2, 8UL); __cudaLaunch(((char *)((void ( *)(int, int, const int *))relax47_kernel)), 0U); }
# 91 "v001173.cu"
void relax47_kernel( int __cuda_0,int __cuda_1,const int *__cuda_2)
# 91 "v001173.cu"
{__device_stub__Z14relax47_kerneliiPKi( __cuda_0,__cuda_1,__cuda_2);
# 105 "v001173.cu"
}
# 1 "v001173.cudafe1.stub.c"
static void __device_stub__Z6fuse17IiLi1EEvT_( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))fuse17<int, (int)1> )), 0U); }
template<> __specialization_static void __wrapper__device_stub_fuse17<int,1>( int &__cuda_0){__device_stub__Z6fuse17IiLi1EEvT_( (int &)__cuda_0);}
static void __nv_cudaEntityRegisterCallback( void **__T2) {  __nv_dummy_param_ref(__T2); __nv_save_fatbinhandle_for_managed_rt(__T2); __cudaRegisterEntry(__T2, ((void ( *)(int))fuse17<int, (int)1> ), _Z6fuse17IiLi1EEvT_, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int, int, const int *))relax47_kernel), _Z14relax47_kerneliiPKi, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float *))relax42), _Z7relax42Pf, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(double *__restrict__, const float *__restrict__))split36_kernel), _Z14split36_kernelPdPKf, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(float))shade29_kernel), _Z14shade29_kernelf, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(long *, long long *, const struct Particle4))shade12_kernel), _Z14shade12_kernelPlPx9Particle4, (-1)); __cudaRegisterEntry(__T2, ((void ( *)(int))tally8), _Z6tally8i, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
