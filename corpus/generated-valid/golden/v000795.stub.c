#pragma GCC diagnostic push
#pragma GCC diagnostic ignored "-Wunused-function"
#pragma GCC diagnostic ignored "-Wcast-qual"
#define __NV_CUBIN_HANDLE_STORAGE__ static
#if !defined(__CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__)
#define __CUDA_INCLUDE_COMPILER_INTERNAL_HEADERS__
#endif
#include "crt/host_runtime.h"
#include "v000795.fatbin.c"
extern __attribute__((visibility("hidden"))) void __device_stub__Z7update7PxPcli(long long *, char *, long, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z10map_fold25Pji(unsigned *, int);
extern __attribute__((visibility("hidden"))) void __device_stub__Z8spread26PKx(const long long *);
extern __attribute__((visibility("hidden"))) void __device_stub__Z13fuse31_kerneliPiPKif(int, int *, const int *, float);
extern __attribute__((visibility("hidden"))) void __device_stub__Z7trace37iPxPiPKi(int, long long *, int *, const int *);
static void __nv_cudaEntityRegisterCallback(void **);
static void __sti____cudaRegisterAll(void) __attribute__((__constructor__));
__attribute__((visibility("hidden"))) void __device_stub__Z7update7PxPcli(long long *__par0, char *__par1, long __par2, int __par3){__cudaLaunchPrologue(4);__cudaSetupArgSimple(__par0, 0UL);__cudaSetupArgSimple(__par1, 8UL);__cudaSetupArgSimple(__par2, 16UL);__cudaSetupArgSimple(__par3, 24UL);__cudaLaunch(((char *)((void ( *)(long long *, char *, long, int))update7)), 0U);}
# 15 "v000795.cu"
void update7( long long *__cuda_0,char *__cuda_1,long __cuda_2,int __cuda_3)
# 15 "v000795.cu"
{__device_stub__Z7update7PxPcli( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 26 "v000795.cu"
}
# 1 "v000795.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z10map_fold25Pji( unsigned *__par0,  int __par1) {  __cudaLaunchPrologue(2); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaLaunch(((char *)((void ( *)(unsigned *, int))map_fold25)), 0U); }
# 50 "v000795.cu"
void map_fold25( unsigned *__cuda_0,int __cuda_1)
# 50 "v000795.cu"
{__device_stub__Z10map_fold25Pji( __cuda_0,__cuda_1); }
# 1 "v000795.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z8spread26PKx( const long long *__par0) {  __cudaLaunchPrologue(1); __cudaSetupArgSimple(__par0, 0UL); __cudaLaunch(((char *)((void ( *)(const long long *))spread26)), 0U); }
# 52 "v000795.cu"
void spread26( const long long *__cuda_0)
# 52 "v000795.cu"
{__device_stub__Z8spread26PKx( __cuda_0);
# 63 "v000795.cu"
}
# 1 "v000795.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z13fuse31_kerneliPiPKif( int __par0,  int *__par1,  const int *__par2,  float __par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, int *, const int *, float))fuse31_kernel)), 0U); }
# 65 "v000795.cu"
void fuse31_kernel( int __cuda_0,int *__cuda_1,const int *__cuda_2,float __cuda_3)
# 65 "v000795.cu"
{__device_stub__Z13fuse31_kerneliPiPKif( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 77 "v000795.cu"
}
# 1 "v000795.cudafe1.stub.c"
__attribute__((visibility("hidden"))) void __device_stub__Z7trace37iPxPiPKi( int __par0,  long long *__par1,  int *__par2,  const int *__par3) {  __cudaLaunchPrologue(4); __cudaSetupArgSimple(__par0, 0UL); __cudaSetupArgSimple(__par1, 8UL); __cudaSetupArgSimple(__par2, 16UL); __cudaSetupArgSimple(__par3, 24UL); __cudaLaunch(((char *)((void ( *)(int, long long *, int *, const int *))trace37)), 0U); }
# 79 "v000795.cu"
void trace37( int __cuda_0,long long *__cuda_1,int *__cuda_2,const int *__cuda_3)
# 79 "v000795.cu"
{__device_stub__Z7trace37iPxPiPKi( __cuda_0,__cuda_1,__cuda_2,__cuda_3);
# 90 "v000795.cu"
}
# 1 "v000795.cudafe1.stub.c"
static void __nv_cudaEntityRegisterCallback( void **__T11) {  __nv_dummy_param_ref(__T11); __nv_save_fatbinhandle_for_managed_rt(__T11); __cudaRegisterEntry(__T11, ((void ( *)(int, long long *, int *, const int *))trace37), _Z7trace37iPxPiPKi, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(int, int *, const int *, float))fuse31_kernel), _Z13fuse31_kerneliPiPKif, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(const long long *))spread26), spread26, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(unsigned *, int))map_fold25), _Z10map_fold25Pji, (-1)); __cudaRegisterEntry(__T11, ((void ( *)(long long *, char *, long, int))update7), _Z7update7PxPcli, (-1)); __cudaRegisterVariable(__T11, __shadow_var(c_stencil6,::c_stencil6), 0, 4UL, 1, 0); __cudaRegisterVariable(__T11, __shadow_var(c_warp17,::c_warp17), 0, 8UL, 1, 0); }
static void __sti____cudaRegisterAll(void) {  __cudaRegisterBinary(__nv_cudaEntityRegisterCallback);  }

#pragma GCC diagnostic pop
