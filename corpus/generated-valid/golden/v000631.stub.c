#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000631.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z5kick4Pi(int *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7accum18Phii(unsigned char *__restrict__, int, int);
static void __device_stub__Z7apply26Pijt(int *, unsigned, unsigned short);
extern __attribute__((visibility("hidden"))) void __device_stub__Z6bump38PKjPKs(const unsigned *, const short *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z5kick4Pi(int *__par0){__cudaLaunchPrologue(1);__cudaSetupArgSimple(__par0, 0UL);__cudaLaunch(((char *)((void ( *)(int *))kick4)), 0U);}
# 15 "v000631.cu"
void kick4( int *__cuda_0)
# 16 "v000631.cu"
{__device_stub__Z5kick4Pi( __cuda_0);




}
# 1 "v000631.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7accum18Phii( unsigned char *__restrict__ __par0,  int __par1,  int __par2) {  unsigned char *__T0;
__cudaLaunchPrologue(3); __T0 = __par0; __cudaSetupArgSimple(__T0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(unsigned char *__restrict__, int, int))accum18)), 0U); }
# 50 "v000631.cu"
void accum18( unsigned char *__restrict__ __cuda_0,int __cuda_1,int __cuda_2)
# 51 "v000631.cu"
{__device_stub__Z7accum18Phii( __cuda_0,__cuda_1,__cuda_2);
# 60 "v000631.cu"
}
# 1 "v000631.cudafe1.stub.c"
static void __device_stub__Z7apply26Pijt( int *__par0,  unsigned __par1,  unsigned short __par2) {  __cudaLaunchPrologue(3); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 12UL); __cudaLaunch(((char *)((void ( *)(int *, unsigned, unsigned short))apply26)), 0U); }
# 62 "v000631.cu"
static void apply26( int *__cuda_0,unsigned __cuda_1,unsigned short __cuda_2)
# 63 "v000631.cu"
{__device_stub__Z7apply26Pijt( __cuda_0,__cuda_1,__cuda_2);
# 69 "v000631.cu"
}
# 1 "v000631.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z6bump38PKjPKs( const unsigned *__par0,  const short *__par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(const unsigned *, const short *))bump38)), 0U); }
# 80 "v000631.cu"
void bump38( const unsigned *__cuda_0,const short *__cuda_1)
# 81 "v000631.cu"
{__device_stub__Z6bump38PKjPKs( __cuda_0,__cuda_1);
# 94 "v000631.cu"
}
# 1 "v000631.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T4) {  __nv_dummy_param_ref(__T4); __nv_save_fatbinhandle_for_managed_rt(__T4); __cudaRegisterEntry(__T4, ((void ( *)(const unsigned *, const short *))bump38), _Z6bump38PKjPKs, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *, unsigned, unsigned short))apply26), _Z7apply26Pijt, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(unsigned char *__restrict__, int, int))accum18), _Z7accum18Phii, (-1)); __cudaRegisterEntry(__T4, ((void ( *)(int *))kick4), _Z5kick4Pi, (-1)); __cudaRegisterVariable(__T4, __shadow_var(d_weigh17,::d_weigh17), 0, 4UL, 0, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
