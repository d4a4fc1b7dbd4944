#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v001907.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5sift4bPKa(bool, const signed char *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7merge15PiPf(int *, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6fuse36PKjPiPf(const unsigned *, int *__restrict__, float *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5sift4bPKa(bool __par0, const signed char *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(bool, const signed char *))sift4)), 0U);}
# 9 "v001907.cu"
void sift4( bool __cuda_0,const signed char *__cuda_1)
# 9 "v001907.cu"
{__device_stub__Z5sift4bPKa( __cuda_0,__cuda_1);
# 18 "v001907.cu"
}
# 1 "v001907.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7merge15PiPf( int *__par0,  float *__restrict__ __par1) {  float *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(int *, float *__restrict__))merge15)), 0U); }
# 26 "v001907.cu"
void merge15( int *__cuda_0,float *__restrict__ __cuda_1)
# 26 "v001907.cu"
{__device_stub__Z7merge15PiPf( __cuda_0,__cuda_1);
# 37 "v001907.cu"
}
# 1 "v001907.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6fuse36PKjPiPf( const unsigned *__par0,  int *__restrict__ __par1,  float *__par2) {  int *__T1;
__cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, int *__restrict__, float *))fuse36)), 0U); }
# 68 "v001907.cu"
void fuse36( const unsigned *__cuda_0,int *__restrict__ __cuda_1,float *__cuda_2)
# 68 "v001907.cu"
{__device_stub__Z6fuse36PKjPiPf( __cuda_0,__cuda_1,__cuda_2);
# 77 "v001907.cu"
}
# 1 "v001907.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(const unsigned *, int *__restrict__, float *))fuse36), _Z6fuse36PKjPiPf, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(int *, float *__restrict__))merge15), _Z7merge15PiPf, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(bool, const signed char *))sift4), _Z5sift4bPKa, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
