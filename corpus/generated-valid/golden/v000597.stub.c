#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000597.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5pack5bPm(bool, size_t *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6decay8xPf(long long, float *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z14decay19_kerneli(int);
static void __device_stub__Z13fuse22_kerneliPf(int, float *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7tally26Pfi(float *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7drift30iPKj(int, const unsigned *__restrict__);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7split37dPKf(double, const float *__restrict__);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5pack5bPm(bool __par0, size_t *__par1){__cudaLaunchPrologue(2);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaLaunch(((char *)((void ( *)(bool, size_t *))pack5)), 0U);}
# 12 "v000597.cu"
void pack5( bool __cuda_0,::size_t *__cuda_1)
# 12 "v000597.cu"
{__device_stub__Z5pack5bPm( __cuda_0,__cuda_1);



}
# 1 "v000597.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6decay8xPf( long long __par0,  float *__restrict__ __par1) {  float *__T0;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T0 = __par1; __cudaSetupArgSimple(__T0, 8UL); __cudaLaunch(((char *)((void ( *)(long long, float *__restrict__))decay8)), 0U); }
# 18 "v000597.cu"
void decay8( long long __cuda_0,float *__restrict__ __cuda_1)
# 18 "v000597.cu"
{__device_stub__Z6decay8xPf( __cuda_0,__cuda_1);
# 24 "v000597.cu"
}
# 1 "v000597.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z14decay19_kerneli( int __par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(int))decay19_kernel)), 0U); }
# 35 "v000597.cu"
void decay19_kernel( int __cuda_0)
# 35 "v000597.cu"
{__device_stub__Z14decay19_kerneli( __cuda_0);
# 45 "v000597.cu"
}
# 1 "v000597.cudafe1.stub.c"
static void __device_stub__Z13fuse22_kerneliPf( int __par0,  float *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(int, float *))fuse22_kernel)), 0U); }
# 47 "v000597.cu"
static void fuse22_kernel( int __cuda_0,float *__cuda_1)
# 47 "v000597.cu"
{__device_stub__Z13fuse22_kerneliPf( __cuda_0,__cuda_1);
# 67 "v000597.cu"
}
# 1 "v000597.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7tally26Pfi( float *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(float *, int))tally26)), 0U); }
# 69 "v000597.cu"
void tally26( float *__cuda_0,int __cuda_1)
# 69 "v000597.cu"
{__device_stub__Z7tally26Pfi( __cuda_0,__cuda_1);




}
# 1 "v000597.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7drift30iPKj( int __par0,  const unsigned *__restrict__ __par1) {  const unsigned *__T1;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T1 = __par1; __cudaSetupArgSimple(__T1, 8UL); __cudaLaunch(((char *)((void ( *)(int, const unsigned *__restrict__))drift30)), 0U); }
# 76 "v000597.cu"
void drift30( int __cuda_0,const unsigned *__restrict__ __cuda_1)
# 76 "v000597.cu"
{__device_stub__Z7drift30iPKj( __cuda_0,__cuda_1);
# 84 "v000597.cu"
}
# 1 "v000597.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7split37dPKf( double __par0,  const float *__restrict__ __par1) {  const float *__T2;
__cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __T2 = __par1; __cudaSetupArgSimple(__T2, 8UL); __cudaLaunch(((char *)((void ( *)(double, const float *__restrict__))split37)), 0U); }
# 86 "v000597.cu"
void split37( double __cuda_0,const float *__restrict__ __cuda_1)
# 86 "v000597.cu"
{__device_stub__Z7split37dPKf( __cuda_0,__cuda_1);
# 93 "v000597.cu"
}
# 1 "v000597.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T8) {  __nv_dummy_param_ref(__T8); __nv_save_fatbinhandle_for_managed_rt(__T8); __cudaRegisterEntry(__T8, ((void ( *)(double, const float *__restrict__))split37), _Z7split37dPKf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, const unsigned *__restrict__))drift30), _Z7drift30iPKj, 256UL); __cudaRegisterEntry(__T8, ((void ( *)(float *, int))tally26), _Z7tally26Pfi, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int, float *))fuse22_kernel), _Z13fuse22_kerneliPf, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(int))decay19_kernel), _Z14decay19_kerneli, (-1)); __cudaRegisterEntry(__T8, ((void ( *)(long long, float *__restrict__))decay8), _Z6decay8xPf, 256); __cudaRegisterEntry(__T8, ((void ( *)(bool, size_t *))pack5), _Z5pack5bPm, (-1)); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
